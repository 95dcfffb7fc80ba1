import { ApiFailure } from '@talkhire/client';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoSendResume, useResumes } from './use-resumes';

/**
 * Spec §4 'Auto-send resume: enabled with a chosen resume, or disabled'. When on, Apply and the
 * chat's "send resume" take the chosen resume without asking, and it cannot be deleted (41186).
 * Shown on the profile page and in the account settings' Settings tab.
 */
export function AutoSendResumeSetting() {
  const { t } = useTranslation();
  const { setting, set } = useAutoSendResume();
  const { list } = useResumes();
  const switchId = useId();
  const selectId = useId();
  const [error, setError] = useState<string | null>(null);
  const resumes = list.data?.resumes ?? [];
  const chosenId = setting.data?.resume_id ?? null;
  const enabled = setting.data?.enabled ?? false;
  const chosen = resumes.find((resume) => resume.id === chosenId);

  const save = async (body: { enabled: true; resume_id: number } | { enabled: false }) => {
    setError(null);
    try {
      await set.mutateAsync({ body });
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('50001', { ns: 'errors' }));
    }
  };
  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    const first = resumes[0];
    if (!event.target.checked) void save({ enabled: false });
    else if (first) void save({ enabled: true, resume_id: first.id });
  };

  return (
    <section className="auto-send" aria-labelledby={`${switchId}-heading`} data-testid="auto-send-setting">
      <h3 id={`${switchId}-heading`}>{t('resumes.auto_send.heading')}</h3>
      <p className="muted">{t('resumes.auto_send.description')}</p>
      <div className="auto-send__row">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          disabled={resumes.length === 0 || set.isPending || !setting.isSuccess}
          onChange={onToggle}
          data-testid="auto-send-switch"
        />
        <label htmlFor={switchId}>{t('resumes.auto_send.toggle')}</label>
      </div>
      {resumes.length === 0 && list.isSuccess && <p className="muted">{t('resumes.auto_send.none')}</p>}
      {enabled && resumes.length > 0 && (
        <div className="auto-send__row">
          <label htmlFor={selectId}>{t('resumes.auto_send.choose')}</label>
          <select
            id={selectId}
            value={chosenId ?? ''}
            disabled={set.isPending}
            onChange={(event) => void save({ enabled: true, resume_id: Number(event.target.value) })}
            data-testid="auto-send-resume"
          >
            {resumes.map((resume) => (
              <option key={resume.id} value={resume.id}>
                {resume.filename}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="muted" aria-live="polite" data-testid="auto-send-status">
        {enabled && chosen
          ? t('resumes.auto_send.on', { name: chosen.filename })
          : t('resumes.auto_send.off')}
      </p>
      {error && (
        <p className="resume-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
