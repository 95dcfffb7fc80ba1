import type { Db } from './database';

/**
 * Serialises one user's writes inside a transaction (the user row is locked until it ends): limits
 * and duplicate checks then count rows no one else is adding at the same time.
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}
