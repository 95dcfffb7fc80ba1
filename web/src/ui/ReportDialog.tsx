import { type ReactNode, useRef, useState } from 'react';

export interface ReportReason {
  id: number;
  title: string;
  description: string;
}

/**
 * The report flow of spec §2 (a job, a company): a button opens a native dialog of reasons as
 * radio groups; submitting sends the chosen reason and shows what the caller answers (success, or
 * 'already reported'). Texts and test ids come from the caller, so each report keeps its wording.
 */
export function ReportDialog({
  groups,
  submit,
  texts,
  ids,
  buttonClassName = 'button',
}: {
  groups: { legend: string; reasons: ReportReason[] }[];
  /** Sends the reason; resolves to the message shown once it is done. */
  submit(reasonId: number): Promise<string>;
  texts: {
    button: string;
    title: string;
    intro?: string;
    choose: string;
    failed: string;
    submit: string;
    cancel: string;
    close: string;
  };
  ids: { title: string; button?: string; dialog: string; done: string; radios: string };
  buttonClassName?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'unchosen'>('idle');
  const [done, setDone] = useState<string | null>(null);

  const send = async () => {
    if (reason === null) return setState('unchosen');
    setState('sending');
    try {
      setDone(await submit(reason));
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        data-testid={ids.button}
        onClick={() => {
          setReason(null);
          setState('idle');
          setDone(null);
          dialog.current?.showModal();
        }}
      >
        {texts.button}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={ids.title} data-testid={ids.dialog}>
        <h2 id={ids.title}>{texts.title}</h2>
        {done !== null ? (
          <>
            <p role="status" data-testid={ids.done}>
              {done}
            </p>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {texts.close}
            </button>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
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
                    onChoose={setReason}
                  />
                ))}
              </fieldset>
            ))}
            {state === 'unchosen' && <p role="alert">{texts.choose}</p>}
            {state === 'failed' && <p role="alert">{texts.failed}</p>}
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={state === 'sending'}>
                {texts.submit}
              </button>
              <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
                {texts.cancel}
              </button>
            </div>
          </form>
        )}
      </dialog>
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
