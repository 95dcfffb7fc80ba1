import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: job alerts (spec §3, §7) and the scheduler's durable tables. A delivery is claimed by
 * inserting its (alert, period) row in the transaction that queues the mail, so a crash, a restart
 * or a second relay can neither lose nor repeat one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keywords', 'text')
    // A job search request (contract job-search.ts) without page, order and keyword.
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Keywords, filters and edition in one canonical form: the same criteria twice is 41279.
    .addColumn('criteria_key', 'text', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull().check(sql`frequency in ('daily', 'weekly')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('job_alerts_user_criteria', ['user_id', 'criteria_key'])
    .execute();
  await db.schema
    .createIndex('job_alerts_due')
    .on('job_alerts')
    .columns(['frequency', 'id'])
    .where(sql.ref('enabled'), '=', true)
    .execute();

  await db.schema
    .createTable('job_alert_deliveries')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('job_alerts.id').onDelete('cascade'))
    // 'daily:2026-11-21' or 'weekly:2026-11-16': the period this delivery covers up to its end.
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('job_count', 'integer', (c) => c.notNull())
    // Null when nothing new was posted: the period is done, no mail was sent.
    .addColumn('outbox_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_alert_deliveries_pk', ['alert_id', 'period_key'])
    .execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['task', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropTable('job_alert_deliveries').execute();
  await db.schema.dropTable('job_alerts').execute();
}
