import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useConfigList } from '../api/config-list';
import { ReportDialog } from '../ui/ReportDialog';

/** Spec §3 user-facing grouping, in the spec's order. */
const groups = ['discrimination', 'spam', 'broken'] as const;

/** Report: the ten reasons in three groups, in a native dialog; guests report with their guest session. */
export function ReportJob({ language, jobId }: { language: LanguageCode; jobId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const reasons = useConfigList('report_job_reasons', { language, quiet: true });
  // Without the reasons there is nothing to report with: no button rather than a dead one.
  if (!reasons.data) return null;
  const all = reasons.data;
  return (
    <ReportDialog
      subject="job"
      groups={groups.map((group) => ({
        legend: t(`job.report.groups.${group}`),
        reasons: all.filter((r) => r.category === group),
      }))}
      submit={async (reasonId) => {
        await api.call(
          endpoints.jobs.report,
          { params: { jobId }, body: { report_reason_id: reasonId } },
          { quiet: true },
        );
        return t('job.report.success');
      }}
      texts={{
        button: t('job.report.button'),
        title: t('job.report.title'),
        intro: t('job.report.intro'),
        failed: t('job.report.failed'),
        submit: t('job.report.submit'),
        cancel: t('job.report.cancel'),
        close: t('job.share.close'),
      }}
      ids={{
        dialog: 'report-dialog',
        done: 'report-success',
        radios: 'report_reason',
      }}
    />
  );
}
