import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { ApplyButton } from '../apply';
import { StartChatButton } from '../chat';
import { BlockCompanyButton } from '../companies';
import { track } from '../tracking';
import { ReportJob } from './ReportJob';
import { SaveJobButton } from './SaveJobButton';
import { ShareJob } from './ShareJob';

/**
 * Spec §2 job actions: Apply (apply/), Chat (chat/), Save / Undo save, Share, Report. A job of a
 * company the reader blocked (spec §6) says so instead of offering to apply or chat, and offers to
 * unblock it.
 */
export function JobActions({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  return (
    <div className="job-actions">
      {job.company_blocked ? (
        <>
          <p className="company-blocked-note" role="status" data-testid="job-company-blocked">
            {t('companies.block.blocked_note')}
          </p>
          <BlockCompanyButton company={{ id: job.company.id, name: job.company.name, is_blocked: true }} />
        </>
      ) : (
        <>
          {/* display: contents: the wrappers only hear the clicks, the buttons keep their place. */}
          <span
            className="job-actions__tracked"
            onClickCapture={() => track('chat_apply_click', { job_id: job.id, action: 'apply' })}
          >
            <ApplyButton language={language} job={job} />
          </span>
          <span
            className="job-actions__tracked"
            onClickCapture={() => track('chat_apply_click', { job_id: job.id, action: 'chat' })}
          >
            <StartChatButton language={language} job={job} />
          </span>
        </>
      )}
      <SaveJobButton language={language} jobId={job.id} />
      <ShareJob job={job} />
      <ReportJob language={language} jobId={job.id} />
    </div>
  );
}
