import { randomUUID } from 'node:crypto';
import { limits } from '@talkhire/config';
import { errorCodes, type TResume, type TResumeList } from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { cleanFilename } from '../../files/clean-filename';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { resumeFileType, resumeMimeTypes } from './resume-file-type';

/** What storing a resume needs: the rows, the files and where a storage fault is logged. */
export interface ResumeStore {
  db: Db;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Attached resumes (spec §5, §7): the file goes to the storage interface under a generated key;
 * the row keeps the name the seeker gave it. At most `limits.resumeFiles` per seeker (41170).
 */
export async function attachResume(
  { db, files, log }: ResumeStore,
  userId: number,
  upload: { filename: string; bytes: Buffer },
): Promise<TResume> {
  const filename = cleanFilename(upload.filename, { maxLength: 200, fallback: 'resume' });
  const { bytes } = upload;
  const type = resumeFileType(filename, bytes);
  if (!type || bytes.length === 0)
    throw new ApiError(errorCodes.fileTypeNotSupportedAlt, { fields: { file: ['41264'] } });

  const key = `resumes/${randomUUID()}.${type}`;
  try {
    await files.put(key, bytes);
  } catch (error) {
    log.error({ err: error }, 'resume storage failed');
    throw new ApiError(errorCodes.resumeUploadFailed);
  }
  const row = await db
    .transaction()
    .execute(async (trx) => {
      // The seeker's row lock makes the count and the insert one step: two uploads at once cannot make four.
      await lockUser(trx, userId);
      const { n } = await trx
        .selectFrom('resumes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= limits.resumeFiles)
        throw new ApiError(errorCodes.tooManyResumes, { fields: { file: ['41170'] } });
      return trx
        .insertInto('resumes')
        .values({
          user_id: userId,
          filename,
          mime: resumeMimeTypes[type],
          size: bytes.length,
          storage_key: key,
        })
        .returning(['id', 'filename', 'mime', 'size', 'created_at'])
        .executeTakeFirstOrThrow();
    })
    .catch(async (error: unknown) => {
      await files.delete(key);
      throw error;
    });
  return toResume(row);
}

/** The seeker's resumes, newest first, and the one chosen for auto-send. */
export async function listResumes(db: Db, userId: number): Promise<TResumeList> {
  const [rows, user] = await Promise.all([
    db
      .selectFrom('resumes')
      .select(['id', 'filename', 'mime', 'size', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('users').select('auto_send_resume_id').where('id', '=', userId).executeTakeFirst(),
  ]);
  return { resumes: rows.map(toResume), auto_send_resume_id: user?.auto_send_resume_id ?? null };
}

/**
 * Removes one of the seeker's own resumes and its file; the one chosen for auto-send stays until
 * auto-send is turned off or moved to another (spec §5, 41186).
 */
export async function deleteResume(
  { db, files }: Pick<ResumeStore, 'db' | 'files'>,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  const removed = await db.transaction().execute(async (trx) => {
    // The seeker's row lock orders this delete after a concurrent change of the auto-send choice.
    const user = await trx
      .selectFrom('users')
      .select('auto_send_resume_id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (user?.auto_send_resume_id === id)
      throw new ApiError(errorCodes.cannotDeleteAutoSendResume, { fields: { id: ['41186'] } });
    return trx
      .deleteFrom('resumes')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['id', 'storage_key'])
      .executeTakeFirst();
  });
  if (!removed) throw ApiError.notFound();
  await files.delete(removed.storage_key);
  return { id: removed.id };
}

export function toResume(row: {
  id: number;
  filename: string;
  mime: string;
  size: number;
  created_at: Date;
}): TResume {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** Where one of the seeker's resumes is stored and what it is, for a download. */
export async function ownResumeFile(db: Db, userId: number, id: number) {
  const resume = await db
    .selectFrom('resumes')
    .select(['storage_key', 'filename', 'mime', 'size'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!resume) throw ApiError.notFound();
  return { key: resume.storage_key, filename: resume.filename, mime: resume.mime, size: resume.size };
}
