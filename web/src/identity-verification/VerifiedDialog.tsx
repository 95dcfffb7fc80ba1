import './identity-verification.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';

const benefits = ['priority', 'badge', 'matching'] as const;

/**
 * Spec §2 success dialog (420 wide): 'identity verified successfully', the new identity's label
 * from user_identity_lists (else the value the relay gave), the three benefits of spec §1 and
 * 'find jobs now'. Closing it reloads the page, which then shows the seeker as verified.
 */
export function VerifiedDialog({
  identity,
  onFindJobs,
  onClose,
}: {
  /** The new identity's name (`identityName`). */
  identity: string;
  onFindJobs(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('identity.success.title')}
      closeLabel={t('identity.confirm.close')}
      width="success"
      testId="identity-success-dialog"
    >
      <p className="identity-success__identity" data-testid="identity-new-identity">
        {t('identity.success.identity', { identity })}
      </p>
      <h3 className="identity-success__heading">{t('identity.success.benefits_heading')}</h3>
      <ul className="identity-success__benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>{t(`identity.success.benefits.${benefit}`)}</li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" data-testid="identity-find-jobs" onClick={onFindJobs}>
          {t('identity.success.find_jobs')}
        </button>
      </div>
    </Dialog>
  );
}
