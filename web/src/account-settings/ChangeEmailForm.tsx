import {
  endpoints,
  type TAccountOverview,
  type TChangeEmailBody,
  ZChangeEmailBody,
} from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { TextField } from '../auth';
import { useContractForm } from '../ui/use-contract-form';
import { ChangeForm } from './ChangeForm';
import { CodeEntry } from './CodeEntry';
import { ProofField } from './ProofField';
import { SendCodeButton, useCodeCountdown } from './SendCodeButton';

const api = endpoints.accountChanges;
const quiet = { quiet: true } as const;

/**
 * Change the email: the new address and the confirmation, then the code sent to the new address.
 * `onChanged` gets the new address once the relay made the change (and rewrote the `user` cookie).
 */
export function ChangeEmailForm({
  overview,
  onChanged,
}: {
  overview: TAccountOverview;
  onChanged(email: string): void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const countdown = useCodeCountdown();
  const [sent, setSent] = useState<TChangeEmailBody | null>(null);
  const form = useContractForm(ZChangeEmailBody, { email: '', current_password: '', confirmation_otp: '' });
  const sendCode = (body: TChangeEmailBody) =>
    countdown.timed(() => client.call(api.emailCode, { body }, quiet));

  if (sent) {
    return (
      <CodeEntry
        id="change-email-code"
        sentTo={t('account_tab.email.code_sent', { destination: sent.email })}
        resendLeft={countdown.left}
        onResend={() => sendCode(sent)}
        onVerify={async (otp) => {
          await client.call(api.emailVerify, { body: { email: sent.email, otp } }, quiet);
          onChanged(sent.email);
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
          label={t('account_tab.email.send_code')}
          left={countdown.left}
          disabled={form.formState.isSubmitting}
          testId="change-email-send"
        />
      }
    >
      <TextField
        id="change-email-new"
        label={t('account_tab.email.new_label')}
        type="email"
        autoComplete="email"
        value={form.watch('email')}
        onChange={(event) => form.set('email', event.target.value)}
        error={form.errorOf('email')}
      />
      <ProofField id="change-email" confirmation={overview.confirmation} form={form} />
    </ChangeForm>
  );
}
