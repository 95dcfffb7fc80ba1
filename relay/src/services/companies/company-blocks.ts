import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TBlockedCompany } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { companyCardsById } from './company-card';

/**
 * Spec §2 'Block Company' and §6: a signed-in seeker blocks and unblocks companies and lists
 * the ones blocked. Blocking twice keeps the first block.
 */
export async function blockedCompanies(db: Db, userId: number, language: LanguageCode) {
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
        language,
      )
    ).map((c) => [c.id, c]),
  );
  return {
    blocked_companies: blocks.flatMap((b): TBlockedCompany[] => {
      const company = cards.get(b.company_id);
      return company ? [{ id: b.id, company, blocked_at: new Date(b.created_at).toISOString() }] : [];
    }),
  };
}

export async function blockCompany(
  db: Db,
  userId: number,
  companyId: number,
  language: LanguageCode,
): Promise<TBlockedCompany> {
  const [company] = await companyCardsById(db, [companyId], language);
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
  return { id: block.id, company, blocked_at: new Date(block.created_at).toISOString() };
}

/** By the blocked company's id: a seeker blocks a company at most once. */
export async function unblockCompany(db: Db, userId: number, companyId: number) {
  const deleted = await db
    .deleteFrom('company_blocks')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw new ApiError(errorCodes.notFound);
  return { company_id: companyId };
}
