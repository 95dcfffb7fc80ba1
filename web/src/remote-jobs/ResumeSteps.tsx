import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const steps = ['1', '2', '3', '4'] as const;

/** The resume builder in 4 steps, described step by step. */
export function ResumeSteps() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="section" data-testid="remote-resume">
      <h2 id={id}>{t('home.remote.resume.title')}</h2>
      <p className="muted">{t('home.remote.resume.subtitle')}</p>
      <ol className="remote-steps">
        {steps.map((s) => (
          <li key={s} className="card">
            <h3>{t(`home.remote.resume.steps.${s}.title`)}</h3>
            <p>{t(`home.remote.resume.steps.${s}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
