import type { Db } from './database';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (Kysely does
 * not nest them). A write function that keeps its own rules and locks can then be one step of a
 * larger change — a resume sync adds experiences, educations, links and skills all or nothing.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
