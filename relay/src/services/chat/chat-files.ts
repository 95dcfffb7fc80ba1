import { randomUUID } from 'node:crypto';
import { errorCodes, type TChatFile } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { uploadedFileType } from '../../files/uploaded-file-type';
import { ApiError } from '../../http/api-error';

/**
 * Stores an attachment a member uploaded, typed by its content (41175 for a type chat does not
 * take), and answers the `file_id` a chat message then names.
 */
export async function storeChatFile(
  db: Db,
  files: FileStorage,
  upload: { uploaderId: number; name: string; bytes: Buffer },
): Promise<TChatFile> {
  const { bytes, name } = upload;
  const type = uploadedFileType(name, bytes);
  if (!type || bytes.length === 0) throw new ApiError(errorCodes.fileTypeNotSupported);
  const id = randomUUID();
  const key = `chat/${id}.${type.extension}`;
  await files.put(key, bytes);
  try {
    await db
      .insertInto('chat_files')
      .values({
        id,
        uploader_user_id: upload.uploaderId,
        storage_key: key,
        name,
        mime: type.mime,
        size: bytes.length,
      })
      .execute();
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  return { file_id: id, name, size: bytes.length, mime: type.mime, kind: type.kind };
}

/**
 * An attachment for its uploader, for the members of a chat where it was sent (and not
 * recalled) and for the seeker of an offer it is the letter of; anyone else is answered 40004, not told the file exists.
 */
export async function readChatFile(
  db: Db,
  files: FileStorage,
  input: { userId: number; fileId: string },
): Promise<{ name: string; mime: string; bytes: Buffer }> {
  const { userId, fileId } = input;
  const row = await db
    .selectFrom('chat_files')
    .select(['storage_key', 'name', 'mime', 'uploader_user_id'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  if (row.uploader_user_id !== userId) {
    const shared = await db
      .selectFrom('chat_messages')
      .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
      .select('chat_messages.id')
      .where(sql<boolean>`chat_messages.body->>'file_id' = ${fileId}`)
      .where('chat_messages.recalled_at', 'is', null)
      .where((eb) =>
        eb.or([eb('chats.jobseeker_id', '=', userId), eb('chats.recruiter_user_id', '=', userId)]),
      )
      .executeTakeFirst();
    // An offer letter is attached to the offer, not sent as a message: its seeker may open it.
    const letter = shared
      ? undefined
      : await db
          .selectFrom('offers')
          .select('id')
          .where('letter_file_id', '=', fileId)
          .where('jobseeker_id', '=', userId)
          .executeTakeFirst();
    if (!shared && !letter) throw ApiError.notFound();
  }
  const bytes = await files.get(row.storage_key);
  if (!bytes) throw ApiError.notFound();
  return { name: row.name, mime: row.mime, bytes };
}
