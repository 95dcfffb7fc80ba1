import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { ApplyButton } from '../apply/ApplyButton';
import { StartChatButton } from '../chat/StartChatButton';
import { ReportJob } from './ReportJob';
import { SaveJobButton } from './SaveJobButton';
import { ShareJob } from './ShareJob';

/** Spec §2 job actions: Apply (apply/), Chat (chat/), Save / Undo save, Share, Report. */
export function JobActions({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  return (
    <div className="job-actions">
      <ApplyButton language={language} job={job} />
      <StartChatButton language={language} job={job} />
      <SaveJobButton language={language} jobId={job.id} />
      <ShareJob job={job} />
      <ReportJob language={language} jobId={job.id} />
    </div>
  );
}
