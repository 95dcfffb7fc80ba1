import { randomBytes } from 'node:crypto';
import {
  aiAvatarUrl,
  aiWritingLimits,
  errorCodes,
  servedAvatarId,
  type TAiAvatarCandidate,
  type TAiAvatarCandidates,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import type { AiProvider } from '../ai';
import { aiDayOf } from '../ai';

export interface AiAvatarServices {
  db: Db;
  files: FileStorage;
  ai: AiProvider;
}

/** What the model is asked: the same person, as a clean professional headshot. */
export const avatarPrompt =
  'Turn this photo into a professional profile headshot of the same person: keep the face, identity, ' +
  'skin tone and hairstyle; neutral soft background; business attire; even studio lighting; square crop.';

const candidateSide = 512;

/**
 * Generates an avatar from the seeker's current photo (40004 without one) and keeps it as today's
 * candidate. The row is written `pending` first, under the user row's lock, so the daily limit of 5
 * (41292) also counts a generation in flight; a failure removes it, so only pictures made count.
 * The model's answer must be an image (41291 otherwise); it is stored as a 512×512 PNG.
 */
export async function generateAvatar(
  services: AiAvatarServices,
  userId: number,
  now = new Date(),
): Promise<TAiAvatarCandidate> {
  const { db, files, ai } = services;
  const photo = await currentPhoto(services, userId);
  const id = randomBytes(16).toString('hex');
  const day = aiDayOf(now);
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const { made } = await trx
      .selectFrom('ai_avatar_candidates')
      .select(sql<number>`count(*)::int`.as('made'))
      .where('user_id', '=', userId)
      .where('ai_day', '=', day)
      .executeTakeFirstOrThrow();
    if (made >= aiWritingLimits.avatarsPerDay) throw new ApiError(errorCodes.avatarDailyLimit);
    await trx
      .insertInto('ai_avatar_candidates')
      .values({ id, user_id: userId, ai_day: day, created_at: now })
      .execute();
  });
  try {
    const edited = await ai.editImage({ image: photo, prompt: avatarPrompt, size: '512x512' });
    const png = await sharp(edited)
      .resize(candidateSide, candidateSide, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => {
        throw new ApiError(errorCodes.avatarGenerationError);
      });
    await files.put(fileKey(id), png);
    const row = await db
      .updateTable('ai_avatar_candidates')
      .set({ status: 'ready' })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return candidateOf(row);
  } catch (error) {
    await db.deleteFrom('ai_avatar_candidates').where('id', '=', id).execute();
    throw error;
  }
}

/** Today's generated avatars, newest first, and how many more today allows. */
export async function listAvatarCandidates(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<TAiAvatarCandidates> {
  const rows = await db
    .selectFrom('ai_avatar_candidates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ai_day', '=', aiDayOf(now))
    .orderBy('created_at', 'desc')
    .execute();
  return {
    candidates: rows.filter((r) => r.status === 'ready').map(candidateOf),
    remaining: Math.max(0, aiWritingLimits.avatarsPerDay - rows.length),
    limit: aiWritingLimits.avatarsPerDay,
  };
}

/** The PNG of one of the seeker's own candidates (40004 for anyone else's). */
export async function readCandidate(
  services: Pick<AiAvatarServices, 'db' | 'files'>,
  userId: number,
  id: string,
): Promise<Buffer> {
  const row = await services.db
    .selectFrom('ai_avatar_candidates')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  const bytes = row ? await services.files.get(fileKey(id)) : null;
  if (!bytes) throw ApiError.notFound();
  return bytes;
}

/** Marks a candidate chosen once it became the avatar. */
export async function markChosen(db: Db, userId: number, id: string): Promise<void> {
  await db
    .updateTable('ai_avatar_candidates')
    .set({ chosen: true })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Removes the avatars generated on earlier AI days, files first: only today's are ever listed or
 * chosen, and a chosen one lives on as the avatar's own copy. Hourly; a run that fails midway
 * leaves rows whose files the next run deletes again (deleting a missing file succeeds).
 */
export async function purgePastAvatarCandidates(db: Db, files: FileStorage, now = new Date()): Promise<void> {
  const past = await db
    .selectFrom('ai_avatar_candidates')
    .select('id')
    .where('ai_day', '<', aiDayOf(now))
    .execute();
  if (past.length === 0) return;
  for (const { id } of past) await files.delete(fileKey(id));
  await db
    .deleteFrom('ai_avatar_candidates')
    .where(
      'id',
      'in',
      past.map((row) => row.id),
    )
    .execute();
}

/** The seeker's current photo as PNG (OpenAI's image edits take PNG), or 40004 without one. */
async function currentPhoto({ db, files }: AiAvatarServices, userId: number): Promise<Buffer> {
  const user = await db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirst();
  const avatarId = servedAvatarId(user?.avatar);
  const bytes = avatarId ? await files.get(`avatars/${avatarId}.webp`) : null;
  if (!bytes) throw ApiError.notFound();
  return sharp(bytes).png().toBuffer();
}

function candidateOf(row: { id: string; chosen: boolean; created_at: Date }): TAiAvatarCandidate {
  return {
    id: row.id,
    url: aiAvatarUrl(row.id),
    chosen: row.chosen,
    created_at: row.created_at.toISOString(),
  };
}

function fileKey(id: string): string {
  return `ai-avatars/${id}.png`;
}
