import { limits } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoSendResumeSetting } from './AutoSendResumeSetting';
import { ProfileSection } from './ProfileSection';
import { ResumeItem } from './ResumeItem';
import { UploadProgress } from './UploadProgress';
import { resumeUploadInvalidates, useResumes, useUpload } from './use-resumes';
import './resumes.css';

/** What the file picker offers; the relay judges the bytes, whatever the browser says. */
const resumeAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Attached resumes (spec §2, §5): up to three PDF, DOC or DOCX files under 5 MB, uploaded with a
 * progress bar, each renamed in place, downloaded, sent to an email or deleted — except the one
 * chosen for auto-send (41186).
 */
export function ResumesSection() {
  const { t } = useTranslation();
  const { list, rename, remove, sendEmail } = useResumes();
  const upload = useUpload(endpoints.profile.uploadResume, resumeUploadInvalidates);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const resumes = list.data?.resumes ?? [];

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    // Said before sending 5 MB for nothing; the relay checks again.
    if (file.size > limits.resumeBytes) return upload.fail(t('41174', { ns: 'errors' }));
    setUploading(file.name);
    const form = new FormData();
    form.append('file', file, file.name);
    await upload.send(form);
  };

  return (
    <ProfileSection
      id="profile-resumes"
      title={t('resumes.heading')}
      actions={
        <button
          type="button"
          className="button"
          onClick={() => picker.current?.click()}
          disabled={upload.progress !== null}
          data-testid="resume-upload"
        >
          {t('resumes.upload')}
        </button>
      }
    >
      <p className="muted">{t('resumes.hint', { max: limits.resumeFiles })}</p>
      <input
        ref={picker}
        type="file"
        accept={resumeAccept}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('resumes.upload')}
        onChange={(event) => void onPick(event)}
        data-testid="resume-file"
      />
      {upload.progress !== null && <UploadProgress progress={upload.progress} filename={uploading} />}
      {(upload.error ?? notice) && (
        <p className="resume-alert" role="alert" data-testid="resume-error">
          {upload.error ?? notice}
        </p>
      )}
      {list.isSuccess && resumes.length === 0 && <p className="muted">{t('resumes.empty')}</p>}
      <ul className="resume-list" data-testid="resume-list">
        {resumes.map((resume) => (
          <ResumeItem
            key={resume.id}
            resume={resume}
            autoSend={list.data?.auto_send_resume_id === resume.id}
            rename={(filename) => rename.mutateAsync({ params: { id: resume.id }, body: { filename } })}
            remove={() => remove.mutateAsync({ params: { id: resume.id } })}
            sendEmail={(email) => sendEmail.mutateAsync({ body: { email, resume_id: resume.id } })}
            onRefused={setNotice}
          />
        ))}
      </ul>
      <AutoSendResumeSetting />
    </ProfileSection>
  );
}
