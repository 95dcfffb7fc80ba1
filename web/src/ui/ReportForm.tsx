import { ZReportCompanyBody, ZReportJobBody } from '@talkhire/contracts';
import type { ReactNode } from 'react';
import { useContractForm } from './use-contract-form';

export interface ReportReason {
  id: number;
  title: string;
  description: string;
}

/** What is reported, and so which contract the report's body keeps. */
export type ReportSubject = 'job' | 'company';

const bodies = { job: ZReportJobBody, company: ZReportCompanyBody };

/** The reasons of a report as radio groups, sent with the subject's contract (see ReportDialog). */
export function ReportForm({
  subject,
  groups,
  texts,
  radios,
  submit,
  onSent,
  onCancel,
}: {
  subject: ReportSubject;
  groups: { legend: string; reasons: ReportReason[] }[];
  texts: { intro?: string; failed: string; submit: string; cancel: string };
  radios: string;
  submit(reasonId: number): Promise<string>;
  onSent(message: string): void;
  onCancel(): void;
}) {
  const form = useContractForm(bodies[subject], {});
  const reason = form.watch('report_reason_id');
  const unchosen = form.errorOf('report_reason_id');
  const send = form.onSubmit(
    async ({ report_reason_id }) => {
      onSent(await submit(report_reason_id));
    },
    { describe: () => texts.failed },
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void send(event)}>
      {texts.intro && <p>{texts.intro}</p>}
      {groups.map((group) => (
        <fieldset key={group.legend}>
          <legend>{group.legend}</legend>
          {group.reasons.map((r) => (
            <Reason
              key={r.id}
              name={radios}
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
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
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
