import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-29: `store_chat_messages` keeps one plan for its statement (issue 18 point 1). PL/pgSQL
 * plans a statement anew for each call while the plan for its parameters looks cheaper than a
 * generic one, and this statement's did: with `probe` false the resend lookup drops out of the
 * custom plan. Nothing else about the call changes the plan (the batch is json, its rows estimated
 * alike whatever it holds), so every batch paid for planning a long statement: a batch of one send
 * 1.43 → 0.91 ms and of twenty 4.0 → 2.6 ms on PostgreSQL (median of 200, wall time), the same for
 * batches of thousands. The generic plan tests `probe` once per call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter function store_chat_messages(json, timestamptz) set plan_cache_mode = force_generic_plan`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter function store_chat_messages(json, timestamptz) reset plan_cache_mode`.execute(db);
}
