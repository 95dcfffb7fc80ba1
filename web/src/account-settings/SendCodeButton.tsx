import { ApiFailure } from '@talkhire/client';
import { useTranslation } from 'react-i18next';
import { useResendCountdown } from './use-resend-countdown';

/**
 * The submit of a change that sends a code to the new address or number: it waits out the resend
 * countdown, saying the seconds left instead of its label.
 */
export function SendCodeButton({
  label,
  left,
  disabled,
  testId,
}: {
  label: string;
  /** Seconds of the resend countdown still to go. */
  left: number;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button" disabled={disabled || left > 0} data-testid={testId}>
      {left > 0 ? t('account_tab.code.resend_in', { seconds: left }) : label}
    </button>
  );
}

/**
 * The resend countdown of a change's code: `timed` sends it and starts the countdown from the
 * relay's answer, or from a refusal's Retry-After (the refusal is still thrown, for the form to say).
 */
export function useCodeCountdown() {
  const countdown = useResendCountdown();
  const timed = async (send: () => Promise<{ resend_after_seconds: number }>) => {
    try {
      const answer = await send();
      countdown.start(answer.resend_after_seconds);
    } catch (error) {
      if (error instanceof ApiFailure && error.retryAfter) countdown.start(error.retryAfter);
      throw error;
    }
  };
  return { left: countdown.left, timed };
}
