import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { CourseList } from '../ui/CourseList';

/**
 * Issue 17 point 10: the academy's best-rated courses on the home page (GET academy
 * /recommended-courses without a category; the job page asks by its category and level). Quiet:
 * the home page stands without them, and the section is left out when there are none.
 */
export function HomeCourses({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const courses = useEndpointQuery(
    endpoints.jobs.recommendedCourses,
    { query: { size: 3, language_code: language } },
    { quiet: true },
  );
  const list = courses.data?.courses;
  if (!list?.length) return null;
  return (
    <section aria-labelledby={id} className="section home-section" data-testid="home-courses">
      <header className="home-section__header">
        <h2 id={id}>{t('home.courses.title')}</h2>
      </header>
      <CourseList language={language} courses={list} />
    </section>
  );
}
