import type { TJobAlert } from '@talkhire/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { JobAlertsTable } from '../../db/schema-job-alerts';

type JobAlertRow = Selectable<JobAlertsTable> & { email: string };

/** A seeker's alerts with the address they are sent to, newest first. */
export function selectJobAlerts(db: Db) {
  return db
    .selectFrom('job_alerts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select('u.email')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
}

export function toJobAlert(row: JobAlertRow): TJobAlert {
  return {
    id: row.id,
    user_id: row.user_id,
    keywords: row.keywords,
    filters: row.filters,
    frequency: row.frequency,
    enabled: row.enabled,
    country_id: row.edition_id,
    language: row.language,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Unique violations of the criteria rule are the catalogue's 'duplicate job alert'. */
export function isDuplicateCriteria(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && `${e.constraint ?? ''}${e.message ?? ''}`.includes('job_alerts_user_criteria');
}
