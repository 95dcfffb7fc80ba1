import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  type TFeedbackCategory,
  type TFeedbackFields,
  type TOpsFeedbackList,
} from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { checkFeedbackPicture } from './feedback-picture';

export interface FeedbackStore {
  db: Db;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/** Who sent the feedback: a signed-in seeker (answered at the account's email) or a guest. */
export interface FeedbackSender {
  userId: number | null;
  language: string;
  editionId: number;
}

/**
 * Keeps one feedback: every picture is checked by its content first (one refused picture refuses
 * the whole form, nothing kept), then the files are written under random names and the row names
 * them. A guest must give an email to be answered at.
 */
export async function saveFeedback(
  store: FeedbackStore,
  sender: FeedbackSender,
  fields: TFeedbackFields,
  uploads: { filename: string; bytes: Buffer }[],
): Promise<{ id: number }> {
  if (sender.userId === null && !fields.email)
    throw new ApiError(errorCodes.parameterInvalid, { fields: { email: ['field.invalid_email'] } });
  const pictures = [];
  for (const upload of uploads) pictures.push(await checkFeedbackPicture(upload.filename, upload.bytes));
  const keys = pictures.map((p) => `feedback/${randomBytes(16).toString('hex')}.${p.extension}`);
  await Promise.all(pictures.map((p, i) => store.files.put(keys[i] as string, p.bytes)));
  try {
    const row = await store.db
      .insertInto('feedback')
      .values({
        user_id: sender.userId,
        email: fields.email,
        category: fields.category,
        text: fields.text,
        language: sender.language,
        edition_id: sender.editionId,
        picture_keys: keys,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  } catch (error) {
    await Promise.all(keys.map((key) => store.files.delete(key))).catch((err) =>
      store.log.warn({ err, keys }, 'feedback pictures not removed'),
    );
    throw error;
  }
}

/** The feedback received, newest first, for the people running the site. */
export async function listFeedback(db: Db, page: number, size: number): Promise<TOpsFeedbackList> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('feedback')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map((row) => ({
      id: row.id,
      category: row.category as TFeedbackCategory,
      text: row.text,
      email: row.email,
      user_id: row.user_id,
      language: row.language,
      edition_id: row.edition_id,
      pictures: row.picture_keys.map((key) => `/ops/feedback/pictures/${key.slice('feedback/'.length)}`),
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}

/** A stored picture by its name, with its type, or 40004. */
export async function readFeedbackPicture(
  files: FileStorage,
  name: string,
): Promise<{ mime: string; bytes: Buffer }> {
  const bytes = await files.get(`feedback/${name}`);
  if (!bytes) throw ApiError.notFound();
  return { mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg', bytes };
}
