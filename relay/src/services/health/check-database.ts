import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Fails when the database does not answer, so a load balancer stops sending traffic here. */
export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
