import { useState } from 'react';
import { Dialog } from './Dialog';
import { lazyComponent } from './lazy-component';
import type { ReportReason, ReportSubject } from './ReportForm';

export type { ReportReason } from './ReportForm';

// The form (react-hook-form, zod and the report contracts) loads when the dialog first opens.
const form = lazyComponent(() => import('./ReportForm').then((module) => module.ReportForm));
const ReportForm = form.Component;

/**
 * The report flow of spec §2 (a job, a company): a button opens a dialog of reasons as
 * radio groups; submitting sends the chosen reason and shows what the caller answers (success, or
 * 'already reported'). Texts and test ids come from the caller, so each report keeps its wording;
 * the rule (a reason chosen from the list) is the report body's contract, the `subject`'s.
 */
export function ReportDialog({
  subject,
  groups,
  submit,
  texts,
  ids,
  buttonClassName = 'button',
}: {
  subject: ReportSubject;
  groups: { legend: string; reasons: ReportReason[] }[];
  /** Sends the reason; resolves to the message shown once it is done. */
  submit(reasonId: number): Promise<string>;
  texts: {
    button: string;
    title: string;
    intro?: string;
    failed: string;
    submit: string;
    cancel: string;
    close: string;
  };
  ids: { button?: string; dialog: string; done: string; radios: string };
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        data-testid={ids.button}
        onPointerEnter={() => void form.preload()}
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
      >
        {texts.button}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={texts.title}
        closeOnMask={false}
        testId={ids.dialog}
      >
        {done !== null ? (
          <>
            <p role="status" data-testid={ids.done}>
              {done}
            </p>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {texts.close}
            </button>
          </>
        ) : (
          <ReportForm
            subject={subject}
            groups={groups}
            texts={texts}
            radios={ids.radios}
            onSent={(message) => setDone(message)}
            submit={submit}
            onCancel={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}
