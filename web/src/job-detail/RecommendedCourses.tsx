import type { LanguageCode } from '@talkhire/config';
import { endpoints, type TJobDetail } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigList } from '../api/config-list';
import { useEndpointQuery } from '../api/endpoint-queries';
import { CourseList } from '../ui/CourseList';

/**
 * Spec §1 'read recommended courses': courses of the job's category (its main function's) for the
 * job's experience level, from GET academy /recommended-courses. Quiet: the job stands without them.
 */
export function RecommendedCourses({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const mains = useConfigList('main_functions', { quiet: true });
  const categories = useConfigList('job_category_lists', { quiet: true });
  const levels = useConfigList('xp_lvls', { quiet: true });
  const categoryKey = mains.data?.find((m) => m.id === job.main_function.id)?.category_key;
  const category = categories.data?.find((c) => c.key === categoryKey);
  const level = levels.data?.find((x) => x.id === job.xp_lvl.id);
  const courses = useEndpointQuery(
    endpoints.jobs.recommendedCourses,
    {
      query: {
        size: 3,
        job_category_ids: category ? String(category.id) : undefined,
        xp_lvl_key: level?.key,
        language_code: language,
      },
    },
    { enabled: Boolean(mains.data && categories.data && levels.data), quiet: true },
  );
  const list = courses.data?.courses;
  if (!list?.length) return null;
  return (
    <section aria-labelledby={id} className="recommended-courses" data-testid="recommended-courses">
      <h2 id={id}>{t('home.courses.title')}</h2>
      <p className="muted">{t('home.courses.subtitle', { category: list[0]?.job_category.value ?? '' })}</p>
      <CourseList language={language} courses={list} />
    </section>
  );
}
