import { ApiFailure } from '@talkhire/client';
import { limits } from '@talkhire/config';
import { ZOtpForm } from '@talkhire/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../auth';
import { useContractForm } from '../ui/use-contract-form';
import { ChangeForm } from './ChangeForm';

/**
 * The code step of a change: the six digits sent to the new address or number, with a resend once
 * the countdown is over. A refusal (wrong, used or expired code) is said under the field.
 */
export function CodeEntry({
  id,
  sentTo,
  resendLeft,
  onVerify,
  onResend,
}: {
  id: string;
  /** The sentence naming where the code went. */
  sentTo: string;
  resendLeft: number;
  onVerify(otp: string): Promise<void>;
  onResend(): Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useContractForm(ZOtpForm, { otp: '' });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const busy = form.formState.isSubmitting;
  const resend = async () => {
    form.setFormError(null);
    await onResend().catch((error: unknown) => {
      if (!(error instanceof ApiFailure)) throw error;
      form.showRefusal(error);
    });
  };
  return (
    <ChangeForm
      form={form}
      onSubmit={form.onSubmit(({ otp }) => onVerify(otp))}
      actions={
        <>
          <button
            type="button"
            className="link"
            disabled={resendLeft > 0 || busy}
            onClick={() => void resend()}
          >
            {resendLeft > 0
              ? t('account_tab.code.resend_in', { seconds: resendLeft })
              : t('account_tab.code.resend')}
          </button>
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-busy={busy}
            data-testid={`${id}-verify`}
          >
            {t('account_tab.code.verify')}
          </button>
        </>
      }
    >
      <p>{sentTo}</p>
      <TextField
        id={id}
        label={t('account_tab.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.otpLength}
        value={form.watch('otp')}
        onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, ''))}
        inputRef={input}
        error={form.errorOf('otp')}
      />
    </ChangeForm>
  );
}
