import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Dialog } from './Dialog';
import { useContractForm } from './use-contract-form';

export interface ReportReason {
  id: number;
  title: string;
  description: string;
}

/**
 * The report flow of spec §2 (a job, a company): a button opens a dialog of reasons as
 * radio groups; submitting sends the chosen reason and shows what the caller answers (success, or
 * 'already reported'). Texts and test ids come from the caller, so each report keeps its wording;
 * the rule (a reason chosen from the list) is the report body's contract, `schema`.
 */
export function ReportDialog({
  schema,
  groups,
  submit,
  texts,
  ids,
  buttonClassName = 'button',
}: {
  schema: z.ZodType<{ report_reason_id: number }, { report_reason_id: string | number }>;
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
  const form = useContractForm(schema, {});
  const reason = form.watch('report_reason_id');
  const unchosen = form.errorOf('report_reason_id');

  const send = form.onSubmit(
    async ({ report_reason_id }) => {
      setDone(await submit(report_reason_id));
    },
    { describe: () => texts.failed },
  );

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        data-testid={ids.button}
        onClick={() => {
          form.reset({});
          form.setFormError(null);
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
          <form ref={form.formRef} noValidate onSubmit={(event) => void send(event)}>
            {texts.intro && <p>{texts.intro}</p>}
            {groups.map((group) => (
              <fieldset key={group.legend}>
                <legend>{group.legend}</legend>
                {group.reasons.map((r) => (
                  <Reason
                    key={r.id}
                    name={ids.radios}
                    reason={r}
                    checked={reason === r.id}
                    onChoose={(id) => form.set('report_reason_id', id)}
                  />
                ))}
              </fieldset>
            ))}
            {unchosen && <p role="alert">{unchosen}</p>}
            {form.formError && <p role="alert">{form.formError}</p>}
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={form.formState.isSubmitting}>
                {texts.submit}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                {texts.cancel}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

function Reason({
  name,
  reason,
  checked,
  onChoose,
}: {
  name: string;
  reason: ReportReason;
  checked: boolean;
  onChoose(id: number): void;
}): ReactNode {
  return (
    <label className="report-reason">
      <input
        type="radio"
        name={name}
        value={reason.id}
        checked={checked}
        onChange={() => onChoose(reason.id)}
      />
      <span>{reason.title}</span>
      <small>{reason.description}</small>
    </label>
  );
}
