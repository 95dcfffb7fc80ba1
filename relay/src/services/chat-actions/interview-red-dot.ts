import type { Db } from '../../db/database';

/** Spec §7's red dot: invitations changed by someone else since the seeker last looked. */
export async function interviewRedDot(
  db: Db,
  seekerId: number,
): Promise<{ red_dot: boolean; count: number }> {
  const { n } = await db
    .selectFrom('interviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('jobseeker_id', '=', seekerId)
    .where('seeker_unseen', '=', true)
    .executeTakeFirstOrThrow();
  return { red_dot: Number(n) > 0, count: Number(n) };
}

/** The seeker opened the Interview tab: everything there counts as seen. */
export async function markInterviewsSeen(
  db: Db,
  seekerId: number,
): Promise<{ red_dot: boolean; count: number }> {
  await db
    .updateTable('interviews')
    .set({ seeker_unseen: false })
    .where('jobseeker_id', '=', seekerId)
    .where('seeker_unseen', '=', true)
    .execute();
  return { red_dot: false, count: 0 };
}
