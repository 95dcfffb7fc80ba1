import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { ReportJob } from './ReportJob';
import { SaveJobButton } from './SaveJobButton';
import { ShareJob } from './ShareJob';

/** Spec §2 job actions built here: Save / Undo save, Share, Report (Chat and Apply belong to other parts). */
export function JobActions({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  return (
    <div className="job-actions">
      <SaveJobButton language={language} jobId={job.id} />
      <ShareJob job={job} />
      <ReportJob language={language} jobId={job.id} />
    </div>
  );
}
