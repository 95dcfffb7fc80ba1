import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../ui/formats';
import { type WizardStepId, wizardSteps } from './wizard-steps';

/** Where the seeker is in the wizard: the steps in walking order, the current one marked. */
export function StepProgress({ language, current }: { language: LanguageCode; current: WizardStepId }) {
  const { t } = useTranslation();
  const index = wizardSteps.findIndex((s) => s.id === current);
  return (
    <nav className="wizard__progress" aria-label={t('profile.progress')}>
      <p className="muted" data-testid="wizard-step-of">
        {t('profile.step_of', {
          current: formatsFor(language).count(index + 1),
          total: formatsFor(language).count(wizardSteps.length),
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
              {formatsFor(language).count(i + 1)}
            </span>
            <span>{t(step.label)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
