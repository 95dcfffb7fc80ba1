import { ApiFailure } from '@talkhire/client';
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
import { CodeEntry } from './CodeEntry';
import { ProofField } from './ProofField';
import { useResendCountdown } from './use-resend-countdown';

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
  const countdown = useResendCountdown();
  const [sent, setSent] = useState<TChangeEmailBody | null>(null);
  const form = useContractForm(ZChangeEmailBody, { email: '', current_password: '', confirmation_otp: '' });

  const sendCode = async (body: TChangeEmailBody) => {
    try {
      const answer = await client.call(api.emailCode, { body }, quiet);
      countdown.start(answer.resend_after_seconds);
    } catch (error) {
      if (error instanceof ApiFailure && error.retryAfter) countdown.start(error.retryAfter);
      throw error;
    }
  };

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
    <form
      ref={form.formRef}
      noValidate
      className="account-tab__form"
      onSubmit={form.onSubmit(async (body) => {
        await sendCode(body);
        setSent(body);
      })}
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
      <ProofField
        id="change-email"
        confirmation={overview.confirmation}
        password={String(form.watch('current_password') ?? '')}
        otp={String(form.watch('confirmation_otp') ?? '')}
        onPassword={(value) => form.set('current_password', value)}
        onOtp={(value) => form.set('confirmation_otp', value)}
        errors={{ password: form.errorOf('current_password'), otp: form.errorOf('confirmation_otp') }}
      />
      {form.formError && (
        <p role="alert" className="field__error">
          {form.formError}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="submit"
          className="button"
          disabled={form.formState.isSubmitting || countdown.left > 0}
          data-testid="change-email-send"
        >
          {countdown.left > 0
            ? t('account_tab.code.resend_in', { seconds: countdown.left })
            : t('account_tab.email.send_code')}
        </button>
      </div>
    </form>
  );
}
