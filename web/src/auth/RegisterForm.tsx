import type { ApiFailure } from '@talkhire/client';
import { defaultRegistrationCountryKey, type LanguageCode, limits } from '@talkhire/config';
import { endpoints, errorCodes, type ZRegisterBody } from '@talkhire/contracts';
import { destinationAfterLogin, isEmailAddress } from '@talkhire/machines';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from '../api/api-context';
import { useEdition } from '../edition/edition-context';
import { deviceUuid } from '../session/device-uuid';
import { failureText } from './auth-messages';
import { storedCampaign } from './campaign';
import { ErrorMessage, TextField } from './TextField';
import { useFinishSignIn } from './use-finish-sign-in';
import { useFocusOnMount } from './use-focus-on-mount';
import { webClient } from './web-client';

type Fields = 'first_name' | 'last_name' | 'email' | 'password';
type FieldErrors = Partial<Record<Fields, string>>;
const passwordMin = 8;

/**
 * Sign-up with the spec §3 registration payload. Spec §5: terms and subscribe default to 0, the
 * source to web; without a password the account signs in by code. A taken email shows
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
  const [form, setForm] = useState({ first_name: '', last_name: '', email: initialEmail, password: '' });
  const [terms, setTerms] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const field = (name: Fields) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(form, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body: z.input<typeof ZRegisterBody> = {
      ...form,
      email: form.email.trim(),
      terms_and_condition: terms ? 1 : 0,
      is_subscribe: subscribe ? 1 : 0,
      source: 'web',
      country_key: edition.key === 'com' ? defaultRegistrationCountryKey : edition.key,
      client_id: webClient.id,
      client_secret: webClient.secret,
      campaign: storedCampaign(),
      device_uuid: deviceUuid(),
    };
    setSending(true);
    try {
      const user = await api.call(endpoints.accounts.register, { body }, { quiet: true });
      finish(destinationAfterLogin({ user, redirect, ownOrigin: location.origin, language }));
    } catch (error) {
      const refused = error as ApiFailure;
      const fromServer = fieldErrors(refused);
      if (refused.code === errorCodes.emailTaken && !fromServer.email) fromServer.email = refused.message;
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFailure(failureText(t, refused));
      setSending(false);
    }
  };

  return (
    <form
      className="auth-step"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="register-form"
    >
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.register_title')}
      </h1>
      <ErrorMessage message={failure} />
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

function checkForm(form: Record<Fields, string>, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.first_name.trim()) errors.first_name = t('auth.first_name_required');
  if (!form.last_name.trim()) errors.last_name = t('auth.last_name_required');
  if (!form.email.trim()) errors.email = t('auth.email_required');
  else if (!isEmailAddress(form.email)) errors.email = t('auth.invalid_email');
  if (form.password && form.password.length < passwordMin) errors.password = t('auth.password_rule');
  return errors;
}

/** The relay's per-field messages (already localised), first one per field. */
function fieldErrors(failure: ApiFailure): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['first_name', 'last_name', 'email', 'password'] as const) {
    const message = failure.errors?.[name]?.[0];
    if (message) errors[name] = message;
  }
  return errors;
}
