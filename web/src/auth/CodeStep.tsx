import { limits } from '@talkhire/config';
import { ZOtpForm } from '@talkhire/contracts';
import type { otpMachine } from '@talkhire/machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useContractForm } from '../ui/use-contract-form';
import { otpErrorText } from './auth-messages';
import { ErrorMessage, TextField } from './TextField';
import { useFocusOnMount } from './use-focus-on-mount';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

interface CodeStepProps {
  actor: OtpActor | undefined;
  title: string;
  /** The sentence naming where the code went (the server's masked form when it gives one). */
  describe: (sentTo: string) => string;
  onBack: () => void;
  testId: string;
  children?: ReactNode;
}

/** A 6-digit code step (email, phone, two-factor, reset): type it, or resend after the countdown. */
export function CodeStep({ actor, ...props }: CodeStepProps) {
  return actor ? <CodeForm actor={actor} {...props} /> : null;
}

function CodeForm({ actor, title, describe, onBack, testId, children }: CodeStepProps & { actor: OtpActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) => snapshot);
  const form = useContractForm(ZOtpForm, { otp: '' });
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const input = useRef<HTMLInputElement>(null);
  const { resendIn, error, sentTo, destination } = state.context;
  const loading = state.hasTag('loading');
  const waitingForSend = state.matches('Idle') || state.matches('Sending') || state.matches('SendFailed');
  const machineMessage = error && otpErrorText(t, error);

  useEffect(() => {
    if (!waitingForSend) input.current?.focus();
  }, [waitingForSend]);

  const resend = () =>
    actor.send({ type: state.matches('SendFailed') || state.matches('Idle') ? 'OTP.SEND' : 'OTP.RESEND' });

  return (
    <div className="auth-step" data-testid={testId}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {state.matches('Sending') && <p aria-busy="true">{t('common.loading')}</p>}
      {!waitingForSend && <p>{describe(sentTo ?? destination)}</p>}
      {waitingForSend ? (
        <ErrorMessage message={machineMessage} />
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={form.onSubmit(async ({ otp }) => {
            actor.send({ type: 'OTP.SUBMIT', code: otp });
          })}
        >
          <TextField
            id={`${testId}-input`}
            label={t('auth.code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={limits.otpLength}
            value={form.watch('otp')}
            onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, ''))}
            inputRef={input}
            error={form.errorOf('otp') ?? machineMessage}
          />
          <div className="auth-actions">
            <button
              type="submit"
              className="auth-button auth-button--primary"
              disabled={loading}
              aria-busy={loading}
            >
              {t('auth.verify')}
            </button>
          </div>
        </form>
      )}
      <div className="auth-links">
        {!state.matches('Sending') && (
          <button type="button" className="link" disabled={resendIn > 0 || loading} onClick={resend}>
            {resendIn > 0 ? t('auth.resend_in', { seconds: resendIn }) : t('auth.resend')}
          </button>
        )}
        {children}
        <button type="button" className="link" onClick={onBack}>
          {t('auth.back')}
        </button>
      </div>
    </div>
  );
}
