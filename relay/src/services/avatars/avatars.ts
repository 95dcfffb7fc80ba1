import { randomBytes } from 'node:crypto';
import { avatarUrl, servedAvatarId, type TAvatarSize } from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { renderAvatar } from './avatar-image';

/** What changing an avatar needs: the user rows, the files and where a leftover file is logged. */
export interface AvatarStore {
  db: Db;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Makes an upload the seeker's avatar: both sizes are stored under a new random id (128 bits, so
 * the address cannot be guessed and never shows an older picture), `users.avatar` names the large
 * one, and the previous avatar's files are removed once the row no longer names them.
 */
export async function replaceAvatar(store: AvatarStore, userId: number, upload: Buffer): Promise<void> {
  const { large, small } = await renderAvatar(upload);
  const id = randomBytes(16).toString('hex');
  await Promise.all([store.files.put(keyOf(id, 'large'), large), store.files.put(keyOf(id, 'small'), small)]);
  let previous: string | null;
  try {
    previous = await swapAvatar(store.db, userId, avatarUrl(id));
  } catch (error) {
    await removeFiles(store, id);
    throw error;
  }
  const previousId = servedAvatarId(previous);
  if (previousId) await removeFiles(store, previousId);
}

/** Back to initials: the row forgets the avatar (a social provider's picture too), then its files go. */
export async function removeAvatar(store: AvatarStore, userId: number): Promise<void> {
  const previousId = servedAvatarId(await swapAvatar(store.db, userId, null));
  if (previousId) await removeFiles(store, previousId);
}

/** The stored file of GET /avatars/:name (`<id>.webp` or `<id>-96.webp`), or 40004. */
export async function readAvatarFile(files: FileStorage, name: string): Promise<Buffer> {
  const bytes = await files.get(`avatars/${name}`);
  if (!bytes) throw ApiError.notFound();
  return bytes;
}

/** Sets `users.avatar` and answers what it was, in one step under the row's lock. */
async function swapAvatar(db: Db, userId: number, avatar: string | null): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    await trx.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
    return row.avatar;
  });
}

async function removeFiles({ files, log }: AvatarStore, id: string): Promise<void> {
  // A file left behind only costs space: the answer stays a success.
  await Promise.all([files.delete(keyOf(id, 'large')), files.delete(keyOf(id, 'small'))]).catch((error) =>
    log.warn({ err: error, avatar: id }, 'old avatar files not removed'),
  );
}

function keyOf(id: string, size: TAvatarSize): string {
  return `avatars/${avatarUrl(id, size).split('/').pop()}`;
}
