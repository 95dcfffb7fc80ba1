import { chatLimits } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Bus } from '../bus/bus';
import type { Db } from '../db/database';
import type { FileStorage } from '../files/file-storage';
import { appendChatEvent, type ChatDelivery, publishChatDeliveries } from '../services/chat';
import { lastEndedHour } from './periods';
import type { ScheduledTask } from './scheduler';

const dayMs = 24 * 3600 * 1000;
/** Chats purged per transaction, so one run never holds locks for long. */
const batchSize = 100;

/**
 * Spec §9: chat history is kept 30 days after the last message. Once an hour (claimed in
 * `scheduled_runs`, so one relay of many does it), the messages of chats silent for longer are
 * deleted with their attachments and the chat log's events about them (read marks, recalls,
 * deletions), and both members are told with a `cleared` event so their stores empty too. The chat
 * itself stays: either side may write again.
 */
export function chatHistoryPurgeTask(options: { db: Db; bus: Bus; files: FileStorage }): ScheduledTask {
  const name = 'purge-chat-history';
  return {
    name,
    run: async (now) => {
      const claimed = await options.db
        .insertInto('scheduled_runs')
        .values({ task: name, period_key: lastEndedHour(now).key, result: null })
        .onConflict((oc) => oc.columns(['task', 'period_key']).doNothing())
        .returning('task')
        .executeTakeFirst();
      if (!claimed) return false;
      await purgeChatHistory(options, now);
      await purgeUnsentChatFiles(options, now);
      return true;
    },
  };
}

/** Purges every chat whose last message is older than the kept history; answers how many. */
export async function purgeChatHistory(
  options: { db: Db; bus: Bus; files: FileStorage },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - chatLimits.historyDays * dayMs);
  let purged = 0;
  for (;;) {
    const { deliveries, storageKeys, count } = await options.db.transaction().execute(async (trx) => {
      const chats = await trx
        .selectFrom('chats')
        .select(['id', 'jobseeker_id', 'recruiter_user_id', 'last_chat_seq'])
        .where('last_message_at', '<', cutoff)
        .where((eb) =>
          eb.exists(eb.selectFrom('chat_messages').select('id').whereRef('chat_id', '=', 'chats.id')),
        )
        .orderBy('id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      const out: ChatDelivery[] = [];
      const keys: string[] = [];
      for (const chat of chats) {
        await trx
          .deleteFrom('chat_events')
          .where('chat_id', '=', chat.id)
          .where(sql<boolean>`event->>'type' in ('read', 'recall', 'hidden', 'cleared')`)
          .execute();
        const removed = await trx
          .deleteFrom('chat_messages')
          .where('chat_id', '=', chat.id)
          .returning(sql<string | null>`body->>'file_id'`.as('file_id'))
          .execute();
        const fileIds = removed.flatMap((r) => (r.file_id ? [r.file_id] : []));
        if (fileIds.length > 0) {
          const files = await trx
            .deleteFrom('chat_files')
            .where('id', 'in', fileIds)
            .returning('storage_key')
            .execute();
          keys.push(...files.map((f) => f.storage_key));
        }
        out.push(
          await appendChatEvent(trx, chat.id, {
            type: 'cleared',
            chat_id: chat.id,
            up_to_seq: chat.last_chat_seq,
          }),
        );
      }
      return { deliveries: out, storageKeys: keys, count: chats.length };
    });
    await publishChatDeliveries(options.bus, deliveries);
    for (const key of storageKeys) await options.files.delete(key);
    purged += count;
    if (count < batchSize) return purged;
  }
}

/** An upload no message names a day later was never sent (the sender cancelled or left). */
export async function purgeUnsentChatFiles(
  options: { db: Db; files: FileStorage },
  now: Date,
): Promise<number> {
  const removed = await options.db
    .deleteFrom('chat_files')
    .where('created_at', '<', new Date(now.getTime() - dayMs))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_messages')
            .select('chat_messages.id')
            .where(sql<boolean>`chat_messages.body->>'file_id' = chat_files.id::text`),
        ),
      ),
    )
    .returning('storage_key')
    .execute();
  for (const { storage_key } of removed) await options.files.delete(storage_key);
  return removed.length;
}
