import type { TResume } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumeSyncDialog } from './ResumeSyncDialog';

/** 'Sync to profile' beside an attached resume; the dialog reads the resume when it opens. */
export function SyncFromResumeButton({ resume }: { resume: TResume }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('resume_sync.open_on', { name: resume.filename })}
        onClick={() => setOpen(true)}
        data-testid="resume-sync-open"
      >
        {t('resume_sync.open')}
      </button>
      {open && (
        <ResumeSyncDialog resumeId={resume.id} filename={resume.filename} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
