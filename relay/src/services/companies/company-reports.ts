import { buildConfigList } from '@talkhire/config/lists';
import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RequestLocale } from '../../http/locale';
import type { Reader } from '../../http/viewer';
import { assertCompanyExists } from './company-exists';

/**
 * Report and view records of a company page. A report needs a session (a guest's will do, as
 * for jobs) and a reason of the report_company_reasons list; one report per reader and company,
 * a repeat keeps the first. A view with a session counts for 'People also viewed'.
 */
export async function reportCompany(
  db: Db,
  reader: Reader | null,
  report: { companyId: number; reasonId: number; locale: RequestLocale },
) {
  if (!reader) throw new ApiError(errorCodes.credentialsNotProvided);
  const { companyId, reasonId } = report;
  if (!reportCompanyReasonIds(report.locale).has(reasonId)) throw new ApiError(errorCodes.parameterInvalid);
  await assertCompanyExists(db, companyId);
  const inserted = await db
    .insertInto('company_reports')
    .values({
      company_id: companyId,
      user_id: reader.userId,
      reporter_key: reader.key,
      report_reason_id: reasonId,
    })
    .onConflict((oc) => oc.columns(['company_id', 'reporter_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { company_id: companyId, report_reason_id: reasonId, first_report: inserted !== undefined };
}

export async function recordCompanyView(db: Db, reader: Reader | null, companyId: number) {
  await assertCompanyExists(db, companyId);
  if (reader)
    await db
      .insertInto('company_views')
      .values({ company_id: companyId, viewer_key: reader.key, user_id: reader.userId })
      .execute();
  return { company_id: companyId };
}

function reportCompanyReasonIds(locale: RequestLocale): Set<number> {
  const reasons = buildConfigList('report_company_reasons', locale) as { id: number }[];
  return new Set(reasons.map((r) => r.id));
}
