import { endpoints, type TProfileView } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { JobCard } from '../ui/JobCard';
import { useFormats } from '../ui/use-formats';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './panel-props';
import { useMyJobsList } from './use-my-jobs-list';

/** Who viewed me: the recruiters who opened the seeker's profile, latest first. */
export function WhoViewedMePanel(panel: PanelProps) {
  const list = useMyJobsList(endpoints.profile.whoViewedMe, panel.view);
  return (
    <MyJobsList
      panel={panel}
      list={list}
      itemsOf={(page) => page.views}
      keyOf={(view) => `${view.recruiter.id}-${view.job?.id ?? 0}`}
      renderItem={(view) => <ProfileView view={view} language={panel.language} />}
      empty="who_viewed_me"
    />
  );
}

function ProfileView({ view, language }: { view: TProfileView; language: PanelProps['language'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <article className="card my-jobs__viewer" data-testid="profile-view">
      <span className="my-jobs__logo" aria-hidden="true" style={{ background: view.company.logo_color }}>
        {view.company.name.slice(0, 1)}
      </span>
      <div>
        <h3 className="my-jobs__viewer-name">
          {t('myJobs.viewed.recruiter', { name: view.recruiter.name, jobTitle: view.recruiter.job_title })}
        </h3>
        <p>
          {view.company.name}
          {view.company.is_verified && <span className="job-card__verified">{t('jobs.card.verified')}</span>}
        </p>
        <p className="muted">
          <time dateTime={view.viewed_at}>
            {t('myJobs.viewed.when', { when: formats.ago(view.viewed_at) })}
          </time>
          {view.view_count > 1 && (
            <span className="my-jobs__separated">{t('myJobs.viewed.times', { count: view.view_count })}</span>
          )}
        </p>
        {view.job && (
          <div className="my-jobs__viewer-job">
            <p className="muted">{t('myJobs.viewed.about_job')}</p>
            <JobCard job={view.job} language={language} />
          </div>
        )}
      </div>
    </article>
  );
}
