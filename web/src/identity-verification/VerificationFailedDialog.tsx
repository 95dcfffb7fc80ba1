import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { IdentityInfoRows } from './IdentityInfoRows';

/**
 * Spec §2: when the identity data is unavailable — 'verification failed', every value 'failed',
 * the service said to be unavailable, then 'do it later' and the red identity-login button.
 */
export function VerificationFailedDialog({
  loginButton,
  onLater,
  onClose,
}: {
  /** The red identity-login button (IdentityLoginButton, variant 'danger'). */
  loginButton: ReactNode;
  onLater(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('identity.failed.title')}
      description={t('identity.failed.unavailable')}
      closeLabel={t('identity.confirm.close')}
      width="confirmInformation"
      closeOnMask={false}
      testId="identity-failed-dialog"
    >
      <IdentityInfoRows info={null} />
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          data-testid="identity-later"
          onClick={onLater}
        >
          {t('identity.failed.do_it_later')}
        </button>
        {loginButton}
      </div>
    </Dialog>
  );
}
