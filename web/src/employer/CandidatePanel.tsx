import { endpoints, type TBossCandidate, type TBossConversation } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../ui/Avatar';
import { useNotifications } from '../ui/notifications';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { useBossApi } from './boss-api';
import { CandidateProfile } from './CandidateProfile';
import { NotSuitableForm } from './NotSuitableForm';

const api = endpoints.bossConsole;

/**
 * The candidate beside the conversation: the application to the conversation's job with
 * 'Mark viewed' and 'Not suitable' (a reason the candidate reads in their application history),
 * and 'View profile', which counts as viewing it (Who viewed me, and 'viewed' on a fresh
 * application) and shows their work history, resumes and applications.
 */
export function CandidatePanel({
  conversation,
  onChanged,
}: {
  conversation: TBossConversation;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const boss = useBossApi();
  const notifications = useNotifications();
  const [profile, setProfile] = useState<TBossCandidate | null>(null);
  const [choosing, setChoosing] = useState(false);
  const jobseekerId = conversation.candidate.id;
  const job = conversation.job;
  const status = conversation.status;

  useEffect(() => {
    void jobseekerId;
    setProfile(null);
    setChoosing(false);
  }, [jobseekerId]);

  const viewProfile = async () => {
    setProfile(await boss.call(api.candidate, { params: { jobseekerId }, query: { job_id: job?.id } }));
    onChanged();
  };
  const markViewed = async () => {
    if (!job) return;
    await boss.call(api.markViewed, { params: { jobseekerId }, body: { job_id: job.id } });
    notifications.toast(t('boss.candidate.marked_viewed'));
    onChanged();
  };
  const markNotSuitable = async (reason: string) => {
    if (!job) return;
    await boss.call(api.markNotSuitable, { params: { jobseekerId }, body: { job_id: job.id, reason } });
    setChoosing(false);
    notifications.toast(t('boss.candidate.marked_not_suitable'));
    if (profile) await viewProfile();
    else onChanged();
  };
  const open = status !== null && status !== 'withdrawn' && status !== 'not_suitable';

  return (
    <aside className="boss-candidate" aria-labelledby="boss-candidate-heading" data-testid="boss-candidate">
      <h2 id="boss-candidate-heading">{t('boss.candidate.heading')}</h2>
      <Avatar person={conversation.candidate} size={64} testId="boss-candidate-avatar" />
      <p className="boss-candidate__name">
        {conversation.candidate.first_name} {conversation.candidate.last_name}
        {conversation.candidate.identity_verified && (
          <>
            {' '}
            <VerifiedBadge testId="boss-candidate-verified" />
          </>
        )}
      </p>
      {job && <p className="boss-muted">{job.title}</p>}
      {status ? (
        <p>
          <span className="boss-tag boss-tag--status" data-testid="boss-application-status">
            {t(`boss.status.${status}`)}
          </span>
        </p>
      ) : (
        <p className="boss-muted">{t('boss.candidate.no_application')}</p>
      )}
      <div className="boss-actions">
        {!profile && (
          <button
            type="button"
            className="button boss-button boss-button--quiet"
            onClick={() => void viewProfile()}
          >
            {t('boss.candidate.view_profile')}
          </button>
        )}
        {status === 'applied' && (
          <button
            type="button"
            className="button boss-button boss-button--quiet"
            onClick={() => void markViewed()}
          >
            {t('boss.candidate.mark_viewed')}
          </button>
        )}
        {open && !choosing && (
          <button
            type="button"
            className="button boss-button boss-button--danger"
            onClick={() => setChoosing(true)}
          >
            {t('boss.candidate.not_suitable')}
          </button>
        )}
      </div>
      {choosing && <NotSuitableForm onCancel={() => setChoosing(false)} onSubmit={markNotSuitable} />}
      {profile && <CandidateProfile profile={profile} onDownloaded={() => void viewProfile()} />}
    </aside>
  );
}
