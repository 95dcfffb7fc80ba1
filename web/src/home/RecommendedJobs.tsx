import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointInfiniteQuery, useInvalidate } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { track } from '../tracking';
import { JobList } from './JobList';

/** Spec §2 recommended jobs, 21 at a time (spec §9); "more jobs" appends the next page. */
export function RecommendedJobs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const recommended = useEndpointInfiniteQuery(
    endpoints.jobs.recommended,
    { query: { page: 1, size: 21, language_code: language } },
    {
      pageOf: (input, page) => ({ query: { ...input.query, page } }),
      nextPage: (last) => (last.has_more ? last.page + 1 : undefined),
    },
  );
  // The list is ranked for whoever is signed in: another seeker (or none) reads it again.
  const invalidate = useInvalidate();
  const seekerId = useRef(user?.id);
  useEffect(() => {
    if (seekerId.current === user?.id) return;
    seekerId.current = user?.id;
    void invalidate(endpoints.jobs.recommended);
  }, [invalidate, user?.id]);

  const pages = recommended.data?.pages;
  const first = pages?.[0];
  const state = {
    data: pages && { jobs: pages.flatMap((p) => p.jobs) },
    isError: recommended.isError,
    isFetching: recommended.isFetching,
  };

  return (
    <section aria-labelledby={id} className="section home-section" data-testid="home-recommended">
      <header className="home-section__header">
        <h2 id={id}>{t('home.recommended.title')}</h2>
      </header>
      {first && <p className="muted">{t(`home.recommended.basis_${first.basis}`)}</p>}
      <JobList
        language={language}
        state={state}
        empty={t('home.sections.empty')}
        tracking={{ list: 'home_recommended', recoFrom: first?.basis ?? 'recommended' }}
      />
      {recommended.hasNextPage && (
        <button
          type="button"
          className="button home-section__more"
          disabled={recommended.isFetchingNextPage}
          onClick={() => {
            track('more_jobs_click', { list: 'home_recommended' });
            void recommended.fetchNextPage();
          }}
        >
          {t('home.recommended.more')}
        </button>
      )}
    </section>
  );
}
