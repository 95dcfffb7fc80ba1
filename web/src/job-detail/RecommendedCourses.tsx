import { type LanguageCode, languageByCode } from '@talkhire/config';
import { type TJobDetail, ZRecommendedCourses } from '@talkhire/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

const ZLists = {
  main_functions: z.object({
    main_functions: z.array(z.object({ id: z.number(), category_key: z.string() })),
  }),
  job_category_lists: z.object({
    job_category_lists: z.array(z.object({ id: z.number(), key: z.string() })),
  }),
  xp_lvls: z.object({ xp_lvls: z.array(z.object({ id: z.number(), key: z.string() })) }),
};

/**
 * Spec §1 'read recommended courses': courses of the job's category (its main function's) for the
 * job's experience level, from GET academy /recommended-courses. Quiet: the job stands without them.
 */
export function RecommendedCourses({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const courses = useRequest(
    async (signal) => {
      const list = <K extends keyof typeof ZLists>(type: K) =>
        api.get(`/api/config/${type}/list`, ZLists[type], { signal, quiet: true }) as Promise<
          z.output<(typeof ZLists)[K]>
        >;
      const [mains, categories, levels] = await Promise.all([
        list('main_functions'),
        list('job_category_lists'),
        list('xp_lvls'),
      ]);
      const categoryKey = mains.main_functions.find((m) => m.id === job.main_function.id)?.category_key;
      const category = categories.job_category_lists.find((c) => c.key === categoryKey);
      const level = levels.xp_lvls.find((x) => x.id === job.xp_lvl.id);
      return api.get('/api/academy/recommended-courses', ZRecommendedCourses, {
        query: {
          size: 3,
          job_category_ids: category ? String(category.id) : undefined,
          xp_lvl_key: level?.key,
          language_code: language,
        },
        signal,
        quiet: true,
      });
    },
    [job.id, language],
  );
  const list = courses.data?.courses;
  if (!list?.length) return null;
  const numbers = new Intl.NumberFormat(languageByCode(language).intl);
  return (
    <section aria-labelledby={id} className="recommended-courses" data-testid="recommended-courses">
      <h2 id={id}>{t('home.courses.title')}</h2>
      <p className="muted">{t('home.courses.subtitle', { category: list[0]?.job_category.value ?? '' })}</p>
      <ul className="similar-jobs__list">
        {list.map((c) => (
          <li key={c.id} className="card" data-testid="course">
            <h3>{c.title}</h3>
            <p>{c.summary}</p>
            <p className="muted">
              {t('home.courses.facts', {
                provider: c.provider,
                hours: numbers.format(c.duration_hours),
                lessons: numbers.format(c.lessons),
                rating: numbers.format(c.rating),
                learners: numbers.format(c.learners),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
