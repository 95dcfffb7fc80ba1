import { ApiFailure, createApiClient } from '@talkhire/client';
import {
  type EditionKey,
  editionCountryName,
  editions,
  isEditionKey,
  type LanguageCode,
  languageByCode,
} from '@talkhire/config';
import { endpoints, type TAnalytics } from '@talkhire/contracts';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsCharts } from './AnalyticsCharts';
import { isoDay } from './figures';

interface Span {
  from: string;
  to: string;
  edition: EditionKey | '';
}

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; figures: TAnalytics }
  | { kind: 'failed'; message: string }
  | { kind: 'token' };

/**
 * The team's analytics view: a span of days and an edition, then the figures of GET
 * /api/ops/analytics as charts. In production that call needs the ops token: the view asks for it
 * and keeps it only in this page's memory.
 */
export function AnalyticsView() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [span, setSpan] = useState<Span>({ from: isoDay(-29), to: isoDay(0), edition: '' });
  const [token, setToken] = useState('');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const read = useCallback(
    async (asked: typeof span, bearer: string) => {
      setLoad({ kind: 'loading' });
      const api = createApiClient({
        locale: () => ({ countryId: 241, languageId: languageByCode(i18n.language as LanguageCode).id }),
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: {
              ...(init?.headers as Record<string, string>),
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            },
          }),
      });
      try {
        const figures = await api.call(
          endpoints.tracking.analytics,
          { query: { from: asked.from, to: asked.to, edition: asked.edition || undefined } },
          { quiet: true },
        );
        setLoad({ kind: 'ready', figures });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) setLoad({ kind: 'token' });
        else setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [i18n.language],
  );

  // The first figures, once; later ones on submit.
  useEffect(() => {
    void read(span, '');
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void read(span, token);
  };

  return (
    <main className="analytics" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('analytics.title')}</h1>
      <form className="analytics__form" onSubmit={submit} data-testid="analytics-form">
        <label>
          <span>{t('analytics.from')}</span>
          <input
            type="date"
            value={span.from}
            max={span.to}
            onChange={(e) => setSpan({ ...span, from: e.target.value })}
          />
        </label>
        <label>
          <span>{t('analytics.to')}</span>
          <input
            type="date"
            value={span.to}
            min={span.from}
            onChange={(e) => setSpan({ ...span, to: e.target.value })}
          />
        </label>
        <label>
          <span>{t('analytics.edition')}</span>
          <select
            value={span.edition}
            onChange={(e) =>
              setSpan({ ...span, edition: isEditionKey(e.target.value) ? e.target.value : '' })
            }
          >
            <option value="">{t('analytics.all_editions')}</option>
            {editions.map((e) => (
              <option key={e.key} value={e.key}>
                {editionCountryName(e, languageByCode(i18n.language as LanguageCode).intl) ??
                  t('seo.worldwide')}
              </option>
            ))}
          </select>
        </label>
        {load.kind === 'token' || token ? (
          <label>
            <span>{t('analytics.token')}</span>
            <input
              type="password"
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </label>
        ) : null}
        <button type="submit" className="button" data-testid="analytics-load">
          {t('analytics.show')}
        </button>
      </form>
      {load.kind === 'loading' && <p aria-busy="true">{t('analytics.loading')}</p>}
      {load.kind === 'token' && <p role="alert">{t('analytics.token_needed')}</p>}
      {load.kind === 'failed' && (
        <p role="alert">
          {t('analytics.failed')} {load.message}
        </p>
      )}
      {load.kind === 'ready' && load.figures.events_store === 'clickhouse' && (
        <p role="note" data-testid="analytics-elsewhere">
          {t('analytics.events_elsewhere')}
        </p>
      )}
      {load.kind === 'ready' && <AnalyticsCharts figures={load.figures} />}
    </main>
  );
}
