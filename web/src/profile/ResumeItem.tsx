import { ApiFailure } from '@talkhire/client';
import {
  endpointPath,
  endpoints,
  resumeNameMaxLength,
  type TResume,
  ZResumeRenameBody,
} from '@talkhire/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotifications } from '../ui/notifications';
import { useContractForm } from '../ui/use-contract-form';
import { useFormats } from '../ui/use-formats';
import { SendResumeDialog } from './SendResumeDialog';
import { SyncFromResumeButton } from './SyncFromResumeButton';

/** One attached resume: its name, size and upload time, and what the seeker can do with it. */
export function ResumeItem({
  resume,
  autoSend,
  rename,
  remove,
  sendEmail,
  onRefused,
}: {
  resume: TResume;
  autoSend: boolean;
  rename: (filename: string) => Promise<unknown>;
  remove: () => Promise<unknown>;
  sendEmail: (email: string) => Promise<unknown>;
  /** A refusal to show above the list (41186 for the auto-send resume). */
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { toast } = useNotifications();
  const [mode, setMode] = useState<'view' | 'rename' | 'send' | 'delete'>('view');
  const actionsRef = useRef<HTMLButtonElement>(null);
  const name = resume.filename;
  const on = (action: string) => t('resumes.action_on', { action: t(action), name });

  const confirmDelete = async () => {
    setMode('view');
    try {
      await remove();
      toast(t('resumes.deleted'));
    } catch (error) {
      onRefused(error instanceof ApiFailure ? error.message : t('50001', { ns: 'errors' }));
    }
  };

  return (
    <li className="resume-item" data-testid="resume-item" data-resume-id={resume.id}>
      <div className="resume-item__main">
        {mode === 'rename' ? (
          <RenameForm
            resume={resume}
            rename={rename}
            onDone={(saved) => {
              setMode('view');
              if (saved) toast(t('resumes.renamed'));
            }}
          />
        ) : (
          <p className="resume-item__name" data-testid="resume-name">
            {name}
            {autoSend && (
              <span className="resume-item__badge" data-testid="resume-auto-send">
                {t('resumes.auto_send_badge')}
              </span>
            )}
          </p>
        )}
        <p className="muted resume-item__facts">
          {t('resumes.facts', {
            size: formats.fileSize(resume.size),
            date: formats.dateTime(resume.created_at),
          })}
        </p>
      </div>
      {mode !== 'rename' && (
        <div className="resume-item__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={on('resumes.rename')}
            onClick={() => setMode('rename')}
            data-testid="resume-rename"
          >
            {t('resumes.rename')}
          </button>
          <a
            className="button button--secondary"
            href={endpointPath(endpoints.resumes.download, { id: resume.id })}
            download={name}
            aria-label={on('resumes.download')}
            data-testid="resume-download"
          >
            {t('resumes.download')}
          </a>
          <button
            type="button"
            className="button button--secondary"
            aria-label={on('resumes.send')}
            onClick={() => setMode('send')}
            data-testid="resume-send"
          >
            {t('resumes.send')}
          </button>
          <button
            ref={actionsRef}
            type="button"
            className="button button--secondary resume-item__delete"
            aria-label={on('resumes.delete')}
            onClick={() => setMode('delete')}
            data-testid="resume-delete"
          >
            {t('resumes.delete')}
          </button>
          <SyncFromResumeButton resume={resume} />
        </div>
      )}
      <SendResumeDialog
        open={mode === 'send'}
        resume={resume}
        send={sendEmail}
        onClose={(sentTo) => {
          setMode('view');
          if (sentTo) toast(t('resumes.sent', { email: sentTo }));
        }}
      />
      <ConfirmDialog
        open={mode === 'delete'}
        title={t('resumes.delete_title')}
        message={t('resumes.delete_message', { name })}
        confirmLabel={t('resumes.delete')}
        cancelLabel={t('resumes.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setMode('view')}
        testId="resume-delete-dialog"
        confirmTestId="resume-delete-confirm"
        returnFocusTo={actionsRef}
      />
    </li>
  );
}

/** The new name, without the extension (the file keeps its own); the contract's rule is the form's. */
function RenameForm({
  resume,
  rename,
  onDone,
}: {
  resume: TResume;
  rename: (filename: string) => Promise<unknown>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const extension = /\.[A-Za-z0-9]+$/.exec(resume.filename)?.[0] ?? '';
  const form = useContractForm(ZResumeRenameBody, {
    filename: extension ? resume.filename.slice(0, -extension.length) : resume.filename,
  });
  const error = form.errorOf('filename') ?? form.formError;
  const submit = form.onSubmit(async ({ filename }) => {
    await rename(filename);
    onDone(true);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form
      ref={form.formRef}
      className="resume-rename"
      onSubmit={onSubmit}
      noValidate
      data-testid="resume-rename-form"
    >
      <label htmlFor={inputId}>{t('resumes.rename_label', { name: resume.filename })}</label>
      <div className="resume-rename__row">
        <input
          id={inputId}
          value={form.watch('filename')}
          maxLength={resumeNameMaxLength + extension.length}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => form.set('filename', event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone(false);
          }}
          // biome-ignore lint/a11y/noAutofocus: the field the seeker just asked to edit
          autoFocus
          data-testid="resume-rename-input"
        />
        <span aria-hidden="true">{extension}</span>
        <button type="submit" className="button" data-testid="resume-rename-save">
          {t('resumes.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t('resumes.cancel')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="resume-alert" role="alert" data-testid="resume-rename-error">
          {error}
        </p>
      )}
    </form>
  );
}
