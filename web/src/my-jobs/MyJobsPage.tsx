import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQueryParams } from '../auth/query-params';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useSession } from '../session/session-context';
import { CommunicatedPanel } from './CommunicatedPanel';
import { ForYouPanel } from './ForYouPanel';
import { MyJobsTabs, panelId, tabId } from './MyJobsTabs';
import { MyJobsToolbar } from './MyJobsToolbar';
import { isMyJobsTab, type MyJobsTab, type MyJobsView, myJobsPath, readMyJobsView } from './my-jobs-url';
import { SavedPanel } from './SavedPanel';
import { WhoViewedMePanel } from './WhoViewedMePanel';
import './my-jobs.css';

export interface PanelProps {
  language: LanguageCode;
  view: MyJobsView;
  hrefOf(view: MyJobsView): string;
  onChange(view: MyJobsView): void;
}

/**
 * My Jobs (spec §2): `/my-jobs` (For You) and `/my-jobs/{for-you|saved|communicated|who-viewed-me}`,
 * each list's sort, filters and page in the query. Signed-in seekers only: anyone else signs in
 * first and comes back here.
 */
export function MyJobsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { tab: segment } = useParams();
  const navigate = useNavigate();
  const params = useQueryParams();
  const [here] = useState(() => `${location.pathname}${location.search}`);

  if (!user)
    return (
      <Navigate
        replace
        to={`${withLanguagePath(language, '/get-started')}?redirect=${encodeURIComponent(here)}`}
      />
    );
  const tab: MyJobsTab | null = segment === undefined ? 'for-you' : isMyJobsTab(segment) ? segment : null;
  if (!tab) return <NotFoundPage language={language} />;

  const view = readMyJobsView(params);
  const panel: PanelProps = {
    language,
    view,
    hrefOf: (next) => myJobsPath(language, tab, next),
    onChange: (next) => navigate(myJobsPath(language, tab, next)),
  };
  return (
    <main className="my-jobs" data-testid="my-jobs">
      <h1>{t('myJobs.title')}</h1>
      {/* A new tab starts with its own defaults: filters of one list do not carry over. */}
      <MyJobsTabs current={tab} onSelect={(next) => next !== tab && navigate(myJobsPath(language, next))} />
      <section
        className="my-jobs__panel"
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        data-testid={`my-jobs-panel-${tab}`}
      >
        {tab !== 'who-viewed-me' && (
          <MyJobsToolbar tab={tab} language={language} view={view} onChange={panel.onChange} />
        )}
        {tab === 'for-you' && <ForYouPanel {...panel} />}
        {tab === 'saved' && <SavedPanel {...panel} />}
        {tab === 'communicated' && <CommunicatedPanel {...panel} />}
        {tab === 'who-viewed-me' && <WhoViewedMePanel {...panel} />}
      </section>
    </main>
  );
}
