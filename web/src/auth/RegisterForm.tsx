import { ApiFailure } from '@talkhire/client';
import { defaultRegistrationCountryKey, type LanguageCode, limits } from '@talkhire/config';
import { endpoints, errorCodes, type ZRegisterBody, ZRegisterForm } from '@talkhire/contracts';
import { destinationAfterLogin } from '@talkhire/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from '../api/api-context';
import { useEdition } from '../edition/edition-context';
import { deviceUuid } from '../session/device-uuid';
import { useContractForm } from '../ui/use-contract-form';
import { failureText } from './auth-messages';
import { storedCampaign } from './campaign';
import { signUpSource } from './sign-up-source';
import { ErrorMessage, TextField } from './TextField';
import { useFinishSignIn } from './use-finish-sign-in';
import { useFocusOnMount } from './use-focus-on-mount';
import { webClient } from './web-client';

type Field = keyof z.input<typeof ZRegisterForm>;

/**
 * Sign-up with the spec §3 registration payload. Spec §5: terms and subscribe default to 0, the
 * source to web (free_resume after the free resume template page, sign-up-source.ts); without a
 * password the account signs in by code. A taken email shows
 * 'The email has already been taken.' under the email field.
 */
export function RegisterForm({
  language,
  redirect,
  initialEmail,
  onBack,
}: {
  language: LanguageCode;
  redirect: string | null;
  initialEmail: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { edition } = useEdition();
  const finish = useFinishSignIn();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useContractForm(ZRegisterForm, {
    first_name: '',
    last_name: '',
    email: initialEmail,
    password: '',
  });
  const [terms, setTerms] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const sending = form.formState.isSubmitting;

  const field = (name: Field) => ({
    ...form.register(name),
    error: form.errorOf(name),
  });

  const submit = form.onSubmit(
    async (values) => {
      const body: z.input<typeof ZRegisterBody> = {
        ...values,
        terms_and_condition: terms ? 1 : 0,
        is_subscribe: subscribe ? 1 : 0,
        source: signUpSource(),
        country_key: edition.key === 'com' ? defaultRegistrationCountryKey : edition.key,
        client_id: webClient.id,
        client_secret: webClient.secret,
        campaign: storedCampaign(),
        device_uuid: deviceUuid(),
      };
      const user = await api
        .call(endpoints.accounts.register, { body }, { quiet: true })
        .catch(emailTakenOnEmail);
      finish(destinationAfterLogin({ user, redirect, ownOrigin: location.origin, language }));
    },
    { describe: (failure) => failureText(t, failure) },
  );

  return (
    <form
      className="auth-step"
      noValidate
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      data-testid="register-form"
    >
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.register_title')}
      </h1>
      <ErrorMessage message={form.formError} />
      <div className="field-row">
        <TextField
          id="register-first-name"
          label={t('auth.first_name_label')}
          autoComplete="given-name"
          maxLength={limits.nameMax}
          {...field('first_name')}
        />
        <TextField
          id="register-last-name"
          label={t('auth.last_name_label')}
          autoComplete="family-name"
          maxLength={limits.nameMax}
          {...field('last_name')}
        />
      </div>
      <TextField
        id="register-email"
        label={t('auth.email_label')}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field('email')}
      />
      <TextField
        id="register-password"
        label={t('auth.password_label')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t('auth.password_optional_rule')}
        {...field('password')}
      />
      <label className="checkbox">
        <input type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
        <span>{t('auth.terms')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={subscribe} onChange={(event) => setSubscribe(event.target.checked)} />
        <span>{t('auth.subscribe')}</span>
      </label>
      <div className="auth-actions">
        <button
          type="submit"
          className="auth-button auth-button--primary"
          disabled={sending}
          aria-busy={sending}
          data-testid="submit-register"
        >
          {t('auth.sign_up')}
        </button>
        <button type="button" className="link" onClick={onBack}>
          {t('auth.have_account')}
        </button>
      </div>
    </form>
  );
}

/** Spec §5: a taken email is said under the email field ('The email has already been taken.'). */
function emailTakenOnEmail(error: unknown): never {
  if (error instanceof ApiFailure && error.code === errorCodes.emailTaken && !error.errors.email?.length)
    throw new ApiFailure(error.status, error.code, error.message, {
      ...error.errors,
      email: [error.message],
    });
  throw error;
}
