import { type LanguageCode, limits } from '@talkhire/config';
import { ZPhoneNumberForm } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { trackGetStarted } from '../tracking';
import { useContractForm } from '../ui/use-contract-form';
import { loginErrorText } from './auth-messages';
import { CountryCodePicker } from './CountryCodePicker';
import type { LoginStepProps } from './login-types';
import { useSmsCountries } from './sms-countries';
import { TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

/** Spec §5: the SMS countries only, at most 15 characters; the relay checks the country's format. */
export function PhoneStep({ snapshot, send, language }: LoginStepProps & { language: LanguageCode }) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const countries = useSmsCountries(language);
  const [chosen, setChosen] = useState<string | null>(null);
  const form = useContractForm(ZPhoneNumberForm, { phone_num: snapshot.context.phone?.number ?? '' });
  const number = form.watch('phone_num');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const country =
    countries?.find((c) => c.key === chosen) ??
    countries?.find((c) => c.dialCode === snapshot.context.phone?.dialCode) ??
    countries?.find((c) => c.key === edition.key) ??
    countries?.find((c) => c.key === 'ph');
  const error =
    form.errorOf('phone_num') ??
    (snapshot.context.error && loginErrorText(t, snapshot.context.error, number));
  return (
    <form
      ref={form.formRef}
      className="auth-step"
      noValidate
      onSubmit={form.onSubmit(async () => {
        if (!country) return;
        trackGetStarted();
        send({ type: 'LOGIN.SUBMIT_PHONE', dialCode: country.dialCode, number });
      })}
    >
      <h1 ref={heading} tabIndex={-1}>
        {t('auth.continue_with_phone')}
      </h1>
      {countries === undefined && <p aria-busy="true">{t('common.loading')}</p>}
      <div className="phone-field">
        {countries && country && (
          <CountryCodePicker
            id="phone-country"
            label={t('auth.country_code_label')}
            countries={countries}
            value={country.key}
            onChange={setChosen}
          />
        )}
        <TextField
          id="login-phone"
          label={t('auth.phone_label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={limits.phoneMax}
          value={number}
          onChange={(event) => form.set('phone_num', event.target.value)}
          error={error}
        />
      </div>
      <div className="auth-actions">
        <button type="submit" className="auth-button auth-button--primary" disabled={!country}>
          {t('auth.send_code')}
        </button>
        <button type="button" className="link" onClick={() => send({ type: 'LOGIN.BACK' })}>
          {t('auth.back')}
        </button>
      </div>
    </form>
  );
}
