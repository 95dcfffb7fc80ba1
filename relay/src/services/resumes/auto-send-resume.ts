import type { TAutoSendResume, TAutoSendResumeBody } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';

/** Spec §4 'Auto-send resume': on with the chosen resume, or off. */
export async function readAutoSendResume(db: Db, userId: number): Promise<TAutoSendResume> {
  const user = await db
    .selectFrom('users')
    .select('auto_send_resume_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return answerOf(user?.auto_send_resume_id ?? null);
}

/** Turns auto-send on with one of the seeker's own resumes (another's is 40004), or off. */
export async function setAutoSendResume(
  db: Db,
  userId: number,
  choice: TAutoSendResumeBody,
): Promise<TAutoSendResume> {
  const resumeId = choice.enabled ? Number(choice.resume_id) : null;
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (resumeId !== null) {
      // Read inside the seeker's lock: a delete of this resume waits, so the choice never names a gone file.
      const own = await trx
        .selectFrom('resumes')
        .select('id')
        .where('id', '=', resumeId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!own) throw ApiError.notFound();
    }
    await trx.updateTable('users').set({ auto_send_resume_id: resumeId }).where('id', '=', userId).execute();
    return answerOf(resumeId);
  });
}

function answerOf(resumeId: number | null): TAutoSendResume {
  return { enabled: resumeId !== null, resume_id: resumeId };
}
