import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQueryParams } from '../auth';
import { NotFoundPage } from '../not-found';
import { useSession } from '../session/session-context';
import { TabPanel, Tabs } from '../ui/Tabs';
import { useScreenHead } from '../ui/use-page-head';
import { CommunicatedPanel } from './CommunicatedPanel';
import { ForYouPanel } from './ForYouPanel';
import { InterviewPanel } from './InterviewPanel';
import { MyJobsTabs } from './MyJobsTabs';
import { MyJobsToolbar } from './MyJobsToolbar';
import { isMyJobsTab, type MyJobsTab, myJobsPath, readMyJobsView } from './my-jobs-url';
import type { PanelProps } from './panel-props';
import { SavedPanel } from './SavedPanel';
import { WhoViewedMePanel } from './WhoViewedMePanel';
import './my-jobs.css';
import { Redirect } from '../ui/Redirect';

/**
 * My Jobs (spec §2): `/my-jobs` (For You) and
 * `/my-jobs/{for-you|saved|communicated|interview|who-viewed-me}`,
 * each list's sort, filters and page in the query. Signed-in seekers only: anyone else signs in
 * first and comes back here.
 */
export function MyJobsPage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { tab: segment } = useParams();
  const navigate = useNavigate();
  const params = useQueryParams();
  const address = useLocation();
  const [here] = useState(() => `${address.pathname}${address.search}`);
  // An unknown tab is page-not-found, which names itself.
  useScreenHead(segment === undefined || isMyJobsTab(segment) ? 'my_jobs' : undefined);

  if (!user)
    return (
      <Redirect
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
      <Tabs
        value={tab}
        onValueChange={(next) => isMyJobsTab(next) && next !== tab && navigate(myJobsPath(language, next))}
      >
        <MyJobsTabs />
        <TabPanel value={tab} className="my-jobs__panel" testId={`my-jobs-panel-${tab}`}>
          {tab !== 'who-viewed-me' && tab !== 'interview' && (
            <MyJobsToolbar tab={tab} language={language} view={view} onChange={panel.onChange} />
          )}
          {tab === 'for-you' && <ForYouPanel {...panel} />}
          {tab === 'saved' && <SavedPanel {...panel} />}
          {tab === 'communicated' && <CommunicatedPanel {...panel} />}
          {tab === 'interview' && <InterviewPanel {...panel} />}
          {tab === 'who-viewed-me' && <WhoViewedMePanel {...panel} />}
        </TabPanel>
      </Tabs>
    </main>
  );
}
