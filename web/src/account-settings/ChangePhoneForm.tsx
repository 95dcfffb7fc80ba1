import { type LanguageCode, limits } from '@talkhire/config';
import {
  endpoints,
  type TAccountOverview,
  type TChangePhoneBody,
  ZChangePhoneBody,
} from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { CountryCodePicker, TextField, useSmsCountries } from '../auth';
import { useEdition } from '../edition/edition-context';
import { useContractForm } from '../ui/use-contract-form';
import { ChangeForm } from './ChangeForm';
import { CodeEntry } from './CodeEntry';
import { ProofField } from './ProofField';
import { SendCodeButton, useCodeCountdown } from './SendCodeButton';

const api = endpoints.accountChanges;
const quiet = { quiet: true } as const;

/**
 * Change the phone number: a country of the SMS list (spec §5) and the number, the confirmation,
 * then the code sent by SMS. The relay checks the country's format and whether the number is taken.
 */
export function ChangePhoneForm({
  overview,
  language,
  onChanged,
}: {
  overview: TAccountOverview;
  language: LanguageCode;
  onChanged(phone: string): void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const { edition } = useEdition();
  const countries = useSmsCountries(language);
  const countdown = useCodeCountdown();
  const [chosen, setChosen] = useState<string | null>(null);
  const [sent, setSent] = useState<TChangePhoneBody | null>(null);
  const form = useContractForm(ZChangePhoneBody, {
    country_code: '',
    phone_num: '',
    current_password: '',
    confirmation_otp: '',
  });
  const country =
    countries?.find((c) => c.key === chosen) ??
    countries?.find((c) => c.key === edition.key) ??
    countries?.find((c) => c.key === 'ph');

  // The picker's country is the one sent, also when it was never touched.
  const dialCode = country?.dialCode;
  const { setValue } = form;
  useEffect(() => {
    if (dialCode) setValue('country_code', dialCode);
  }, [dialCode, setValue]);

  const sendCode = (body: TChangePhoneBody) =>
    countdown.timed(() => client.call(api.phoneCode, { body }, quiet));

  if (sent) {
    const destination = `${sent.country_code} ${sent.phone_num}`;
    return (
      <CodeEntry
        id="change-phone-code"
        sentTo={t('account_tab.phone.code_sent', { destination })}
        resendLeft={countdown.left}
        onResend={() => sendCode(sent)}
        onVerify={async (otp) => {
          const body = { country_code: sent.country_code, phone_num: sent.phone_num, otp };
          const user = await client.call(api.phoneVerify, { body }, quiet);
          onChanged(user.phone_num ?? destination);
        }}
      />
    );
  }
  return (
    <ChangeForm
      form={form}
      onSubmit={form.onSubmit(async (body) => {
        await sendCode(body);
        setSent(body);
      })}
      actions={
        <SendCodeButton
          label={t('account_tab.phone.send_code')}
          left={countdown.left}
          disabled={!country || form.formState.isSubmitting}
          testId="change-phone-send"
        />
      }
    >
      {countries === undefined && <p aria-busy="true">{t('common.loading')}</p>}
      <div className="phone-field">
        {countries && country && (
          <CountryCodePicker
            id="change-phone-country"
            label={t('account_tab.phone.country_label')}
            countries={countries}
            value={country.key}
            onChange={setChosen}
          />
        )}
        <TextField
          id="change-phone-number"
          label={t('account_tab.phone.new_label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={limits.phoneMax}
          value={form.watch('phone_num')}
          onChange={(event) => form.set('phone_num', event.target.value)}
          error={form.errorOf('phone_num') ?? form.errorOf('country_code')}
        />
      </div>
      <ProofField id="change-phone" confirmation={overview.confirmation} form={form} />
    </ChangeForm>
  );
}
