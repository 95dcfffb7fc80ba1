import type { Bus } from '../bus/bus';
import type { RelayConfig } from '../config/config';
import type { Db } from '../db/database';
import type { FileStorage } from '../files/file-storage';
import type { Outbox } from '../outbox/outbox';
import { chatMailNoticeTask } from '../services/account-settings';
import { interviewClockTask } from '../services/chat-actions';
import { chatHistoryPurgeTask } from './chat-history-purge';
import { jobAlertDeliveryTask } from './job-alert-delivery';
import { hourly, retentionPurgeTasks } from './retention-purges';
import { createScheduler, type ScheduledTask, type Scheduler } from './scheduler';

/** The relay's scheduled work: job alert digests, the retention purges and the interview clock. */
export function createAppScheduler(options: {
  config: RelayConfig;
  db: Db;
  outbox: Outbox;
  /** For the chat history purge: it tells the members' sockets and removes attachments. */
  chat?: { bus: Bus; files: FileStorage };
  /** Tracking partitions ahead and retention (services/tracking), hourly. */
  tracking?: (db: Db, now: Date) => Promise<void>;
  /** Generated AI avatars of earlier days (services/ai-writing), hourly. */
  aiAvatars?: (db: Db, now: Date) => Promise<void>;
  /** The daily rates fetch from RATES_URL (services/currency), when it is set. */
  currencyRates?: ScheduledTask | null;
  now?: (() => Date) | undefined;
  onError: (task: string, error: unknown) => void;
}): Scheduler {
  const { config, db, outbox } = options;
  // Mail is read outside any request, so links use PUBLIC_URL (set it in every deployment).
  const origin = () => (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return createScheduler({
    tasks: [
      jobAlertDeliveryTask({
        db,
        outbox,
        origin,
        onError: (alertId, error) => options.onError(`job-alerts (alert ${alertId})`, error),
      }),
      ...retentionPurgeTasks(db),
      chatMailNoticeTask({ db, outbox, origin }),
      ...(options.chat ? [chatHistoryPurgeTask({ db, ...options.chat })] : []),
      ...(options.chat ? [interviewClockTask({ db, outbox, bus: options.chat.bus })] : []),
      ...(options.tracking ? [hourly(db, 'tracking-maintenance', options.tracking)] : []),
      ...(options.aiAvatars ? [hourly(db, 'purge-past-ai-avatars', options.aiAvatars)] : []),
      ...(options.currencyRates ? [options.currencyRates] : []),
    ],
    ...(options.now ? { now: options.now } : {}),
    onError: options.onError,
  });
}
