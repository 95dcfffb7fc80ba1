import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';

/** The share of an upload sent so far, as a progress bar screen readers announce with its name. */
export function UploadProgress({ progress, filename }: { progress: number; filename: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <div className="resume-upload-progress" data-testid="upload-progress">
      <span>{t('resumes.uploading', { name: filename })}</span>
      <progress max={1} value={progress} aria-label={t('resumes.progress_label', { name: filename })} />
      <span aria-hidden="true">{formats.percent(progress)}</span>
    </div>
  );
}
