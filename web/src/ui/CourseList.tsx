import type { LanguageCode } from '@talkhire/config';
import type { TCourse } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { formatsFor } from './formats';

/** Academy courses as cards (home and the job page): title, summary, provider and figures. */
export function CourseList({ language, courses }: { language: LanguageCode; courses: TCourse[] }) {
  const { t } = useTranslation();
  const { count } = formatsFor(language);
  return (
    <ul className="similar-jobs__list">
      {courses.map((c) => (
        <li key={c.id} className="card" data-testid="course">
          <h3>{c.title}</h3>
          <p>{c.summary}</p>
          <p className="muted">
            {t('home.courses.facts', {
              provider: c.provider,
              hours: count(c.duration_hours),
              lessons: count(c.lessons),
              rating: count(c.rating),
              learners: count(c.learners),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
