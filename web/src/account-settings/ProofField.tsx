import { ApiFailure } from '@talkhire/client';
import { endpoints, type TAccountOverview } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../api/endpoint-queries';
import { TextField } from '../auth';
import { useResendCountdown } from './use-resend-countdown';

/**
 * How a change is confirmed: the current password or, for an account without one, a code mailed
 * to the current address (sent from here, with its resend countdown). Refusals of the change name
 * `current_password` or `confirmation_otp`, and the form shows their messages here.
 */
export function ProofField({
  id,
  confirmation,
  form,
}: {
  id: string;
  confirmation: TAccountOverview['confirmation'];
  form: ProofForm;
}) {
  const { t } = useTranslation();
  const send = useEndpointMutation(endpoints.accountChanges.confirmationCode, { quiet: true });
  const countdown = useResendCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  // Both fields count as shown whichever is on screen, so a refusal naming either stays by the proof.
  const errors = { password: form.errorOf('current_password'), otp: form.errorOf('confirmation_otp') };

  if (confirmation === 'password') {
    return (
      <TextField
        id={`${id}-current-password`}
        label={t('account_tab.password.current_label')}
        type="password"
        autoComplete="current-password"
        value={String(form.watch('current_password') ?? '')}
        onChange={(event) => form.set('current_password', event.target.value)}
        error={errors.password}
      />
    );
  }

  const sendCode = () => {
    setSendError(null);
    send.mutate(
      {},
      {
        onSuccess: (sent) => {
          setSentTo(sent.email_hint);
          countdown.start(sent.resend_after_seconds);
        },
        onError: (error) => {
          if (error instanceof ApiFailure && error.retryAfter) countdown.start(error.retryAfter);
          setSendError(error.message);
        },
      },
    );
  };
  return (
    <fieldset className="account-tab__proof">
      <legend>{t('account_tab.confirm.label')}</legend>
      <p className="muted">{t('account_tab.confirm.intro')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={sendCode}
        disabled={countdown.left > 0 || send.isPending}
        data-testid={`${id}-send-confirmation`}
      >
        {countdown.left > 0
          ? t('account_tab.code.resend_in', { seconds: countdown.left })
          : t('account_tab.confirm.send')}
      </button>
      {sentTo && <p role="status">{t('account_tab.confirm.sent', { destination: sentTo })}</p>}
      {sendError && (
        <p role="alert" className="field__error">
          {sendError}
        </p>
      )}
      <TextField
        id={`${id}-confirmation-otp`}
        label={t('account_tab.confirm.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={String(form.watch('confirmation_otp') ?? '')}
        onChange={(event) => form.set('confirmation_otp', event.target.value.replace(/\D/g, ''))}
        error={errors.otp}
      />
    </fieldset>
  );
}

type ProofName = 'current_password' | 'confirmation_otp';

/** The part of a contract form the proof fills in: both fields, whichever one the account uses. */
type ProofForm = {
  watch(name: ProofName): unknown;
  set(name: ProofName, value: string): void;
  errorOf(name: ProofName): string | undefined;
};
