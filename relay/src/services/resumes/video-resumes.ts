import { randomUUID } from 'node:crypto';
import { errorCodes, type TVideoResume, type TVideoResumeList, videoResumeLimits } from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import type { VideoResumesTable } from '../../db/schema-resumes-video';
import { cleanFilename } from '../../files/clean-filename';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { renderCover } from './cover-image';
import { mp4Duration } from './mp4-duration';

interface VideoStore {
  db: Db;
  files: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Spec §5 video resume: an MP4 by its bytes (41265), at most 30 MB (41007, see the endpoint) and
 * 3 minutes by the duration written in the file itself (40001 'field.video_too_long'), at most 3
 * per seeker (41245). The file goes to the storage interface under a generated key.
 */
export async function attachVideoResume(
  { db, files, log }: VideoStore,
  userId: number,
  upload: { filename: string; bytes: Buffer; truncated: boolean },
): Promise<TVideoResume> {
  if (upload.truncated)
    throw new ApiError(errorCodes.fileOver20Mb, {
      fields: { video_resume: ['field.video_too_large'] },
      messageKey: 'field.video_too_large',
      values: { maximum: videoResumeLimits.bytes / 1024 / 1024 },
    });
  const duration = mp4Duration(upload.bytes);
  if (!duration)
    throw new ApiError(errorCodes.videoTypeNotSupported, { fields: { video_resume: ['41265'] } });
  if (duration.seconds > videoResumeLimits.seconds)
    throw new ApiError(errorCodes.parameterInvalid, {
      fields: { video_resume: ['field.video_too_long'] },
      messageKey: 'field.video_too_long',
      values: { maximum: videoResumeLimits.seconds / 60 },
    });

  const filename = cleanFilename(upload.filename, { maxLength: 200, fallback: 'video.mp4' });
  const key = `videos/${randomUUID()}.mp4`;
  await storeOrFail(files, log, key, upload.bytes);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      // The seeker's row lock makes the count and the insert one step.
      await lockUser(trx, userId);
      const { n } = await trx
        .selectFrom('video_resumes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= videoResumeLimits.files)
        throw new ApiError(errorCodes.tooManyVideoResumes, { fields: { video_resume: ['41245'] } });
      return trx
        .insertInto('video_resumes')
        .values({
          user_id: userId,
          filename,
          size: upload.bytes.length,
          duration_ms: Math.round(duration.seconds * 1000),
          storage_key: key,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .catch(async (error: unknown) => {
      await files.delete(key);
      throw error;
    });
  return toVideoResume(row);
}

/** Sets (or replaces) the cover of one of the seeker's videos. */
export async function setVideoCover(
  { db, files, log }: VideoStore,
  userId: number,
  input: { videoId: number; bytes: Buffer; truncated: boolean },
): Promise<TVideoResume> {
  const video = await ownVideo(db, userId, input.videoId);
  if (input.truncated) throw new ApiError(errorCodes.imageOver500Kb, { fields: { video_cover: ['41176'] } });
  const cover = await renderCover(input.bytes);
  const key = `video-covers/${randomUUID()}.jpg`;
  await storeOrFail(files, log, key, cover);
  const row = await db
    .updateTable('video_resumes')
    .set({ cover_key: key })
    .where('id', '=', video.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    await files.delete(key);
    throw ApiError.notFound();
  }
  if (video.cover_key) await files.delete(video.cover_key);
  return toVideoResume(row);
}

/** The seeker's video resumes, newest first. */
export async function listVideoResumes(db: Db, userId: number): Promise<TVideoResumeList> {
  const rows = await db
    .selectFrom('video_resumes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { videos: rows.map(toVideoResume) };
}

/** Removes one of the seeker's videos with its file and cover. */
export async function deleteVideoResume(
  { db, files }: Pick<VideoStore, 'db' | 'files'>,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  const removed = await db
    .deleteFrom('video_resumes')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'storage_key', 'cover_key'])
    .executeTakeFirst();
  if (!removed) throw ApiError.notFound();
  await files.delete(removed.storage_key);
  if (removed.cover_key) await files.delete(removed.cover_key);
  return { id: removed.id };
}

/** One of the seeker's own videos; another seeker's is as unknown as a missing one (40004). */
export async function ownVideo(db: Db, userId: number, id: number) {
  const video = await db
    .selectFrom('video_resumes')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!video) throw ApiError.notFound();
  return video;
}

async function storeOrFail(files: FileStorage, log: FastifyBaseLogger, key: string, bytes: Buffer) {
  try {
    await files.put(key, bytes);
  } catch (error) {
    log.error({ err: error }, 'video resume storage failed');
    throw new ApiError(errorCodes.resumeUploadFailed);
  }
}

type VideoRow = Pick<VideoResumesTable, 'filename' | 'size' | 'duration_ms' | 'storage_key' | 'cover_key'> & {
  id: number;
  created_at: Date;
};

function toVideoResume(row: VideoRow): TVideoResume {
  return {
    id: row.id,
    filename: row.filename,
    size: row.size,
    duration_seconds: row.duration_ms / 1000,
    has_cover: row.cover_key !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
