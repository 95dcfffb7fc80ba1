import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import type { TResume } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resumeDownloadPath } from './use-resume-builder';

/** The resume just made: its name, a download link and the way to the profile that lists it. */
export function ResumeReady({
  resume,
  language,
  inProfile = false,
}: {
  resume: TResume;
  language: LanguageCode;
  inProfile?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="resume-builder__ready" data-testid="resume-ready">
      <p>{t('resume_builder.generate.ready', { filename: resume.filename })}</p>
      <p className="resume-builder__links">
        <a href={resumeDownloadPath(resume)} download={resume.filename} data-testid="resume-ready-download">
          {t('resume_builder.generate.download', { filename: resume.filename })}
        </a>
        {!inProfile && (
          <Link to={withLanguagePath(language, '/profile')}>{t('resume_builder.page.open_profile')}</Link>
        )}
      </p>
    </div>
  );
}
