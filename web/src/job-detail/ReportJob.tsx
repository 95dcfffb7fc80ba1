import type { LanguageCode } from '@talkhire/config';
import { ZJobReported } from '@talkhire/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

const ZReportReasons = z.object({
  report_job_reasons: z.array(
    z.object({
      id: z.number(),
      category: z.enum(['spam', 'discrimination', 'broken']),
      title: z.string(),
      description: z.string(),
    }),
  ),
});
/** Spec §3 user-facing grouping, in the spec's order. */
const groups = ['discrimination', 'spam', 'broken'] as const;

/** Report: the ten reasons in three groups, in a native dialog; guests report with their guest session. */
export function ReportJob({ language, jobId }: { language: LanguageCode; jobId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'unchosen'>('idle');
  const reasons = useRequest(
    (signal) =>
      api.get('/api/config/report_job_reasons/list', ZReportReasons, {
        query: { language_code: language },
        signal,
        quiet: true,
      }),
    [language],
  );

  const submit = async () => {
    if (reason === null) return setState('unchosen');
    setState('sending');
    try {
      await api.post(`/api/jobs/${jobId}/report`, { report_reason_id: reason }, ZJobReported, {
        quiet: true,
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  // Without the reasons there is nothing to report with: no button rather than a dead one.
  if (!reasons.data) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setReason(null);
          setState('idle');
          dialog.current?.showModal();
        }}
      >
        {t('job.report.button')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="report-title" data-testid="report-dialog">
        <h2 id="report-title">{t('job.report.title')}</h2>
        {state === 'sent' ? (
          <p role="status" data-testid="report-success">
            {t('job.report.success')}
          </p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <p>{t('job.report.intro')}</p>
            {groups.map((group) => (
              <fieldset key={group}>
                <legend>{t(`job.report.groups.${group}`)}</legend>
                {reasons.data?.report_job_reasons
                  .filter((r) => r.category === group)
                  .map((r) => (
                    <label key={r.id} className="report-reason">
                      <input
                        type="radio"
                        name="report_reason"
                        value={r.id}
                        checked={reason === r.id}
                        onChange={() => setReason(r.id)}
                      />
                      <span>{r.title}</span>
                      <small>{r.description}</small>
                    </label>
                  ))}
              </fieldset>
            ))}
            {state === 'unchosen' && <p role="alert">{t('job.report.choose')}</p>}
            {state === 'failed' && <p role="alert">{t('job.report.failed')}</p>}
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={state === 'sending'}>
                {t('job.report.submit')}
              </button>
              <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
                {t('job.report.cancel')}
              </button>
            </div>
          </form>
        )}
        {state === 'sent' && (
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('job.share.close')}
          </button>
        )}
      </dialog>
    </>
  );
}
