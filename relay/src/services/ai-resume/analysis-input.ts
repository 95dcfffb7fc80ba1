import { findFunctionTitle } from '@talkhire/config/lists';
import type { TFullProfile } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { extractResumeText, storedResumeType } from '../resume-sync';
import type { AnalysisInput } from './resume-checks';

/**
 * Gathers what the checks read: the account's verified contact data, the preferred job titles by
 * name, and the text of the latest attached resume (read as resume sync reads it; a file that
 * cannot be read is itself a finding, not a failure).
 */
export async function analysisInputOf(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  profile: TFullProfile,
): Promise<AnalysisInput> {
  const account = await db
    .selectFrom('users')
    .select(['is_email_verify', 'is_mobile_verified', 'phone_num'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('resumes')
    .select(['id', 'storage_key'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    profile,
    contact: {
      emailVerified: account.is_email_verify,
      phoneVerified: account.is_mobile_verified && Boolean(account.phone_num),
    },
    preferredTitles: profile.job_preferences
      .map((p) => findFunctionTitle(p.function_title_id)?.title.value.en)
      .filter((title): title is string => Boolean(title)),
    resume: latest ? { id: latest.id, text: await resumeText(files, latest.storage_key) } : undefined,
  };
}

async function resumeText(files: FileStorage, storageKey: string): Promise<string | null> {
  const bytes = await files.get(storageKey);
  if (!bytes) return null;
  return extractResumeText(storedResumeType(storageKey), bytes).catch(() => null);
}
