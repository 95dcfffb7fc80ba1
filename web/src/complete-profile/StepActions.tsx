import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The bottom row of a step: back to the previous step (a link) and the step's main action. */
export function StepActions({ back, children }: { back?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="wizard__actions">
      {back && (
        <Link className="button wz-button--secondary" to={back} data-testid="wizard-back">
          {t('profile.common.back')}
        </Link>
      )}
      <span className="wizard__spacer" />
      {children}
    </div>
  );
}

/** The submit button of a step's form, showing 'Saving…' while the request runs. */
export function SubmitButton({ saving, label, testId }: { saving: boolean; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button" aria-disabled={saving} aria-busy={saving} data-testid={testId}>
      {saving ? t('profile.common.saving') : label}
    </button>
  );
}
