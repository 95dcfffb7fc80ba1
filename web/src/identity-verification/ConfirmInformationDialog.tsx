import type { TIdentityInfo } from '@talkhire/contracts';
import type { ApiFailureLike } from '@talkhire/machines';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { IdentityInfoRows } from './IdentityInfoRows';

/**
 * Spec §2 'confirm your information' (600 wide, not closed by a click on the mask): the seven rows
 * the provider gave, and submit, which verifies with a loading state (spec §4 steps 3-4).
 */
export function ConfirmInformationDialog({
  info,
  verifying,
  failure,
  onSubmit,
  onClose,
}: {
  /** Null while the data loads. */
  info: TIdentityInfo | null;
  verifying: boolean;
  /** A verify that failed for a reason other than the identity data (the network, the server). */
  failure: ApiFailureLike | null;
  onSubmit(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const busy = info === null || verifying;
  return (
    <Dialog
      open
      onClose={() => !verifying && onClose()}
      title={t('identity.confirm.title')}
      description={t('identity.confirm.description')}
      closeLabel={t('identity.confirm.close')}
      width="confirmInformation"
      closeOnMask={false}
      testId="identity-confirm-dialog"
      state={info === null ? 'loading' : verifying ? 'verifying' : 'shown'}
    >
      <div aria-busy={busy}>
        {info === null ? (
          <p role="status">{t('identity.confirm.loading')}</p>
        ) : (
          <IdentityInfoRows info={info} />
        )}
        {failure && (
          <p role="alert" className="identity-dialog__alert" data-testid="identity-confirm-error">
            {failure.message || t('50001', { ns: 'errors' })}
          </p>
        )}
      </div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={verifying}
          data-testid="identity-submit"
          onClick={onSubmit}
        >
          {verifying ? t('identity.confirm.submitting') : t('identity.confirm.submit')}
        </button>
      </div>
    </Dialog>
  );
}
