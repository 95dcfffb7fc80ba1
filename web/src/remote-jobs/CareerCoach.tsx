import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const points = ['review', 'interview', 'plan'] as const;

/** The AI career coach, described: its own page does not exist yet, so nothing here pretends to open it. */
export function CareerCoach() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="section remote-panel" data-testid="remote-coach">
      <h2 id={id}>{t('home.remote.coach.title')}</h2>
      <p>{t('home.remote.coach.body')}</p>
      <ul className="remote-points">
        {points.map((p) => (
          <li key={p}>{t(`home.remote.coach.points.${p}`)}</li>
        ))}
      </ul>
    </section>
  );
}
