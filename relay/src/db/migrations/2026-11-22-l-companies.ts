import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-22: the company page (spec §2, §3 company labels) and blocked companies (spec §6):
 * business information, blocks, views (for 'People also viewed') and company reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Business information as a registry shows it; the seeder fills it, the employer side edits it later.
  await db.schema
    .alterTable('companies')
    .addColumn('registration_number', 'text')
    .addColumn('registered_capital', 'bigint')
    .addColumn('ceo_name', 'text')
    .addColumn('operating_status', 'text', (c) => c.notNull().defaultTo('operating'))
    .execute();

  await db.schema
    .createTable('company_blocks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_blocks_user_company', ['user_id', 'company_id'])
    .execute();
  // The recruiters' side asks "who blocked this company?".
  await db.schema.createIndex('company_blocks_company').on('company_blocks').column('company_id').execute();

  await db.schema
    .createTable('company_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // 'user:<id>' or 'session:<hash>': guests' views count for 'People also viewed' too.
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('company_views_company_viewer')
    .on('company_views')
    .columns(['company_id', 'viewer_key'])
    .execute();
  await db.schema
    .createIndex('company_views_viewer_company')
    .on('company_views')
    .columns(['viewer_key', 'company_id'])
    .execute();

  await db.schema
    .createTable('company_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reporter_key', 'text', (c) => c.notNull())
    .addColumn('report_reason_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_reports_company_reporter', ['company_id', 'reporter_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_reports').execute();
  await db.schema.dropTable('company_views').execute();
  await db.schema.dropTable('company_blocks').execute();
  await db.schema
    .alterTable('companies')
    .dropColumn('registration_number')
    .dropColumn('registered_capital')
    .dropColumn('ceo_name')
    .dropColumn('operating_status')
    .execute();
}
