import type { LanguageCode } from '@talkhire/config';
import { ZCompanyReported } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { ReportDialog } from '../ui/ReportDialog';

const ZReportReasons = z.object({
  report_company_reasons: z.array(z.object({ id: z.number(), title: z.string(), description: z.string() })),
});

/** Report-company dialog: one of the report_company_reasons; a reader's repeat report keeps the first. */
export function ReportCompany({ language, companyId }: { language: LanguageCode; companyId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const reasons = useRequest(
    (signal) =>
      api.get('/api/config/report_company_reasons/list', ZReportReasons, {
        query: { language_code: language },
        signal,
        quiet: true,
      }),
    [language],
  );
  // Without the reasons there is nothing to report with: no button rather than a dead one.
  if (!reasons.data) return null;
  return (
    <ReportDialog
      buttonClassName="company-link-action"
      groups={[{ legend: t('companies.report.intro'), reasons: reasons.data.report_company_reasons }]}
      submit={async (reasonId) => {
        const answer = await api.post(
          `/api/companies/${companyId}/report`,
          { report_reason_id: reasonId },
          ZCompanyReported,
          { quiet: true },
        );
        return answer.first_report ? t('companies.report.success') : t('companies.report.already');
      }}
      texts={{
        button: t('companies.report.button'),
        title: t('companies.report.title'),
        choose: t('companies.report.choose'),
        failed: t('companies.report.failed'),
        submit: t('companies.report.submit'),
        cancel: t('companies.cancel'),
        close: t('companies.close'),
      }}
      ids={{
        title: 'company-report-title',
        button: 'company-report',
        dialog: 'company-report-dialog',
        done: 'company-report-done',
        radios: 'company_report_reason',
      }}
    />
  );
}
