import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** 404 / 40004 for a company id that names no company. */
export async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new ApiError(errorCodes.notFound);
}
