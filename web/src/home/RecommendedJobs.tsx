import type { LanguageCode } from '@talkhire/config';
import { type THomeRecommended, ZHomeRecommended } from '@talkhire/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';
import { useSession } from '../session/session-context';
import { JobList } from './JobList';

/** Spec §2 recommended jobs, 21 at a time (spec §9); "more jobs" appends the next page. */
export function RecommendedJobs({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const { edition } = useEdition();
  const { user } = useSession();
  const fetchPage = (page: number, signal?: AbortSignal) =>
    api.get('/api/jobs/home/recommended', ZHomeRecommended, {
      query: { page, size: 21, language_code: language },
      signal,
    });
  const first = useRequest((signal) => fetchPage(1, signal), [language, edition.key, user?.id]);
  const [more, setMore] = useState<THomeRecommended[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(() => setMore([]), [first.data]);

  const last = more.at(-1) ?? first.data;
  const jobs = [first.data, ...more].flatMap((p) => p?.jobs ?? []);
  const state = first.data ? { ...first, data: { jobs } } : first;
  const loadMore = () => {
    if (!last) return;
    setLoadingMore(true);
    fetchPage(last.page + 1)
      .then((page) => setMore((pages) => [...pages, page]))
      .catch(() => {})
      .finally(() => setLoadingMore(false));
  };

  return (
    <section aria-labelledby={id} className="section home-section" data-testid="home-recommended">
      <header className="home-section__header">
        <h2 id={id}>{t('home.recommended.title')}</h2>
      </header>
      {first.data && <p className="muted">{t(`home.recommended.basis_${first.data.basis}`)}</p>}
      <JobList language={language} state={state} empty={t('home.sections.empty')} />
      {last?.has_more && (
        <button type="button" className="button home-section__more" disabled={loadingMore} onClick={loadMore}>
          {t('home.recommended.more')}
        </button>
      )}
    </section>
  );
}
