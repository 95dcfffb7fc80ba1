import type { LanguageCode } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import { useConfigList } from '../api/config-list';
import { ReportDialog } from '../ui/ReportDialog';

/** Report-company dialog: one of the report_company_reasons; a reader's repeat report keeps the first. */
export function ReportCompany({ language, companyId }: { language: LanguageCode; companyId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const reasons = useConfigList('report_company_reasons', { language, quiet: true });
  // Without the reasons there is nothing to report with: no button rather than a dead one.
  if (!reasons.data) return null;
  return (
    <ReportDialog
      subject="company"
      buttonClassName="company-link-action"
      groups={[{ legend: t('companies.report.intro'), reasons: reasons.data }]}
      submit={async (reasonId) => {
        const answer = await api.call(
          endpoints.companies.report,
          { params: { id: companyId }, body: { report_reason_id: reasonId } },
          { quiet: true },
        );
        return answer.first_report ? t('companies.report.success') : t('companies.report.already');
      }}
      texts={{
        button: t('companies.report.button'),
        title: t('companies.report.title'),
        failed: t('companies.report.failed'),
        submit: t('companies.report.submit'),
        cancel: t('companies.cancel'),
        close: t('companies.close'),
      }}
      ids={{
        button: 'company-report',
        dialog: 'company-report-dialog',
        done: 'company-report-done',
        radios: 'company_report_reason',
      }}
    />
  );
}
