import { buildConfigList } from '@talkhire/config/lists';
import { errorCodes, ZCompanyIdParams, ZReportCompanyBody } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readCompanyReader } from './company-reader';

/**
 * Report and view records of a company page. A report needs a session (a guest's will do, as
 * for jobs) and a reason of the report_company_reasons list; one report per reader and company,
 * a repeat keeps the first. A view with a session counts for 'People also viewed'.
 */
export const companyReportRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.post(
    '/:id/report',
    { schema: { params: ZCompanyIdParams, body: ZReportCompanyBody } },
    async (request) => {
      const reader = await readCompanyReader(app, request);
      if (!reader) throw new ApiError(errorCodes.credentialsNotProvided);
      const companyId = request.params.id;
      const reasonId = request.body.report_reason_id;
      if (!reportCompanyReasonIds(request.locale).has(reasonId))
        throw new ApiError(errorCodes.parameterInvalid);
      await assertCompanyExists(app, companyId);
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
      return ok({ company_id: companyId, report_reason_id: reasonId, first_report: inserted !== undefined });
    },
  );

  app.post('/:id/view', { schema: { params: ZCompanyIdParams } }, async (request) => {
    const companyId = request.params.id;
    await assertCompanyExists(app, companyId);
    const reader = await readCompanyReader(app, request);
    if (reader)
      await db
        .insertInto('company_views')
        .values({ company_id: companyId, viewer_key: reader.key, user_id: reader.userId })
        .execute();
    return ok({ company_id: companyId });
  });
};

function reportCompanyReasonIds(locale: Parameters<typeof buildConfigList>[1]): Set<number> {
  const reasons = buildConfigList('report_company_reasons', locale) as { id: number }[];
  return new Set(reasons.map((r) => r.id));
}

async function assertCompanyExists(app: FastifyInstance, companyId: number) {
  const company = await app.services.db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new ApiError(errorCodes.notFound);
}
