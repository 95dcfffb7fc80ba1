import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format';
import { type WizardStepId, wizardSteps } from './wizard-steps';

/** Where the seeker is in the wizard: the steps in walking order, the current one marked. */
export function StepProgress({ language, current }: { language: LanguageCode; current: WizardStepId }) {
  const { t } = useTranslation();
  const index = wizardSteps.findIndex((s) => s.id === current);
  return (
    <nav className="wizard__progress" aria-label={t('profile.progress')}>
      <p className="muted" data-testid="wizard-step-of">
        {t('profile.step_of', {
          current: formatCount(index + 1, language),
          total: formatCount(wizardSteps.length, language),
        })}
      </p>
      <ol className="wz-progress-steps">
        {wizardSteps.map((step, i) => (
          <li
            key={step.id}
            className={`wz-progress-steps__item${i < index ? ' wz-progress-steps__item--done' : ''}${i === index ? ' wz-progress-steps__item--current' : ''}`}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="wz-progress-steps__number" aria-hidden="true">
              {formatCount(i + 1, language)}
            </span>
            <span>{t(step.label)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
