import { errorCodes, type TBlockedCompany, ZBlockCompanyBody, ZCompanyIdParams } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from '../authentication/sessions';
import { companyCardsById } from './company-card';

/**
 * Spec §2 'Block Company' and §6: a signed-in seeker blocks and unblocks companies and lists
 * the ones blocked. Blocking twice keeps the first block.
 */
export const companyBlockRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;

  app.get('/blacklist-companies', async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const blocks = await db
      .selectFrom('company_blocks')
      .select(['id', 'company_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const cards = new Map(
      (
        await companyCardsById(
          db,
          blocks.map((b) => b.company_id),
          request.locale.language,
        )
      ).map((c) => [c.id, c]),
    );
    return ok({
      blocked_companies: blocks.flatMap((b): TBlockedCompany[] => {
        const company = cards.get(b.company_id);
        return company ? [{ id: b.id, company, blocked_at: new Date(b.created_at).toISOString() }] : [];
      }),
    });
  });

  app.post('/blacklist-companies/create', { schema: { body: ZBlockCompanyBody } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const companyId = request.body.company_id;
    const [company] = await companyCardsById(db, [companyId], request.locale.language);
    if (!company) throw new ApiError(errorCodes.notFound);
    await db
      .insertInto('company_blocks')
      .values({ user_id: userId, company_id: companyId })
      .onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing())
      .execute();
    const block = await db
      .selectFrom('company_blocks')
      .select(['id', 'created_at'])
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return ok({ id: block.id, company, blocked_at: new Date(block.created_at).toISOString() });
  });

  // {id} is the blocked company's id: a seeker blocks a company at most once.
  app.delete('/:id/blacklist-companies/delete', { schema: { params: ZCompanyIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const deleted = await db
      .deleteFrom('company_blocks')
      .where('user_id', '=', userId)
      .where('company_id', '=', request.params.id)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw new ApiError(errorCodes.notFound);
    return ok({ company_id: request.params.id });
  });
};
