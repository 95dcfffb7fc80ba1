import type { TResume } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { toResume } from './resumes';

/**
 * Gives one of the seeker's resumes a new name (already checked by the contract: safe characters,
 * 100 at most). The file's extension is its own and stays: 'My CV' and 'My CV.pdf' both name a
 * PDF 'My CV.pdf', and 'My CV.docx' for a PDF becomes 'My CV.docx.pdf'.
 */
export async function renameResume(db: Db, userId: number, id: number, name: string): Promise<TResume> {
  const resume = await db
    .selectFrom('resumes')
    .select('filename')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!resume) throw ApiError.notFound();
  const row = await db
    .updateTable('resumes')
    .set({ filename: withExtensionOf(resume.filename, name) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'filename', 'mime', 'size', 'created_at'])
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toResume(row);
}

function withExtensionOf(current: string, name: string): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(current)?.[0] ?? '';
  const given = name.normalize('NFC').trim();
  return given.toLowerCase().endsWith(extension.toLowerCase()) && given.length > extension.length
    ? `${given.slice(0, given.length - extension.length)}${extension}`
    : `${given}${extension}`;
}
