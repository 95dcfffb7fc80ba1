import type { LanguageCode } from '@talkhire/config';
import { jobAlertFrequencies, type TJobAlertFrequency } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { mayNotify } from '../services/account-settings';
import { notify } from '../services/notification-center';
import { jobAlertMail } from './job-alert-mail';
import { findNewJobs } from './new-jobs';
import { lastEndedPeriod, type Period } from './periods';
import type { ScheduledTask } from './scheduler';

/** Alerts looked at per query; the loop goes on until none is due. */
const batchSize = 50;

/**
 * Job alert digests (spec §9: daily or weekly). For each enabled alert whose last ended period
 * has no delivery yet, one transaction locks the alert row (SKIP LOCKED: another relay is on it),
 * searches the jobs new since the previous delivered period (or the alert's creation), claims the
 * period by inserting (alert, period) and queues the mail in the outbox.
 * Either all of that commits or none, so a crash or a second relay never sends a period twice,
 * and a relay that was down catches up with one digest covering everything it missed. A period
 * with nothing new is recorded without mail.
 */
export function jobAlertDeliveryTask(options: {
  db: Db;
  outbox: Outbox;
  origin: () => string;
  onError?: (alertId: number, error: unknown) => void;
}): ScheduledTask {
  return {
    name: 'job-alerts',
    async run(now) {
      let delivered = 0;
      for (const frequency of jobAlertFrequencies) {
        const period = lastEndedPeriod(frequency, now);
        let afterId = 0;
        for (;;) {
          const due = await dueAlerts(options.db, frequency, period, afterId);
          for (const alert of due) {
            try {
              if (await deliver(options, alert, period)) delivered++;
            } catch (error) {
              // One alert that cannot be delivered must not hold up the others; it is tried again next tick.
              options.onError?.(alert.id, error);
            }
          }
          if (due.length < batchSize) break;
          afterId = due[due.length - 1]?.id ?? afterId;
        }
      }
      return delivered;
    },
  };
}

function dueAlerts(db: Db, frequency: TJobAlertFrequency, period: Period, afterId: number) {
  return db
    .selectFrom('job_alerts as a')
    .select(['a.id'])
    .where('a.enabled', '=', true)
    .where('a.frequency', '=', frequency)
    .where('a.created_at', '<', period.end)
    .where('a.id', '>', afterId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('job_alert_deliveries as d')
            .select('d.alert_id')
            .whereRef('d.alert_id', '=', 'a.id')
            .where('d.period_key', '=', period.key),
        ),
      ),
    )
    .orderBy('a.id')
    .limit(batchSize)
    .execute();
}

/** True when a mail was queued. */
async function deliver(
  options: { db: Db; outbox: Outbox; origin: () => string },
  due: { id: number },
  period: Period,
): Promise<boolean> {
  const { db, outbox } = options;
  return db.transaction().execute(async (trx) => {
    // The lock comes first: a relay already on this alert keeps it, the others skip it.
    const locked = await trx
      .selectFrom('job_alerts')
      .select('id')
      .where('id', '=', due.id)
      .where('enabled', '=', true)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!locked) return false;
    const alert = await trx
      .selectFrom('job_alerts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.keywords',
        'a.filters',
        'a.edition_id',
        'a.language',
        'a.frequency',
        'a.created_at',
        'a.user_id',
      ])
      .select(['a.unsubscribe_token', 'u.email'])
      .select((eb) =>
        eb
          .selectFrom('job_alert_deliveries as d')
          .whereRef('d.alert_id', '=', 'a.id')
          .select(sql<Date | null>`max(d.period_end)`.as('last_end'))
          .as('last_end'),
      )
      .where('a.id', '=', due.id)
      .executeTakeFirstOrThrow();
    if (alert.last_end && new Date(alert.last_end) >= period.end) return false; // done meanwhile
    const since = alert.last_end ? new Date(alert.last_end) : new Date(alert.created_at);
    const found = await findNewJobs(trx, alert, since, period.end);
    const claimed = await trx
      .insertInto('job_alert_deliveries')
      .values({
        alert_id: alert.id,
        period_key: period.key,
        period_end: period.end,
        job_count: found.total,
        outbox_id: null,
      })
      .onConflict((oc) => oc.columns(['alert_id', 'period_key']).doNothing())
      .returning('alert_id')
      .executeTakeFirst();
    if (!claimed || found.total === 0) return false;
    await notify(
      { db: trx },
      {
        userId: alert.user_id,
        kind: 'job_alert',
        alertId: alert.id,
        data: { count: found.total, keywords: alert.keywords ?? '' },
      },
    );
    // A job alert digest is a 'system updates' mail (Notifications tab): switched off, the period is
    // recorded as delivered without mail, so turning it on again does not send a backlog.
    if (!(await mayNotify(trx, alert.user_id, 'email', 'system'))) return false;
    const outboxId = await outbox.enqueue(
      jobAlertMail({
        to: alert.email,
        origin: options.origin(),
        language: alert.language as LanguageCode,
        alert,
        found,
      }),
      trx,
    );
    await trx
      .updateTable('job_alert_deliveries')
      .set({ outbox_id: outboxId })
      .where('alert_id', '=', alert.id)
      .where('period_key', '=', period.key)
      .execute();
    return true;
  });
}
