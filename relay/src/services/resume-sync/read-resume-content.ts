import type { TSyncableContent } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { extractResumeText } from './extract/extract-resume-text';
import { parseResume } from './parse/parse-resume';
import { readProfileSnapshot } from './profile-snapshot';
import { storedResumeType } from './stored-resume-type';
import { skillsLeftOut, syncableItems } from './syncable-items';

/**
 * GET get-syncable-content: one of the seeker's own resumes read into profile items. Another
 * seeker's resume is not found. The file's type is the one checked at upload (by its bytes).
 */
export async function readResumeContent(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  resumeId: number,
): Promise<TSyncableContent> {
  const row = await db
    .selectFrom('resumes')
    .select(['id', 'storage_key'])
    .where('id', '=', resumeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  const bytes = await files.get(row.storage_key);
  if (!bytes) throw ApiError.notFound();
  const parsed = parseResume(await extractResumeText(storedResumeType(row.storage_key), bytes));
  const items = syncableItems(parsed, await readProfileSnapshot(db, userId));
  return {
    resume_id: row.id,
    items,
    unmapped: [...parsed.unread, ...skillsLeftOut(parsed).map((text) => ({ section: 'skills', text }))],
  };
}
