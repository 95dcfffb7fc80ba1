import { errorCodes } from '@talkhire/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Boss, Seeker } from '../../http/viewer';

/** A chat as its actions need it, and which side of it the viewer is. */
export interface ActionChat {
  id: number;
  jobseeker_id: number;
  recruiter_id: number;
  recruiter_user_id: number;
  job_id: number | null;
  company_id: number;
  party: 'jobseeker' | 'recruiter';
}

/**
 * The chat if the viewer is one of its members (the Boss by their recruiter id, the seeker by their
 * user id); otherwise 404, as for a chat that does not exist. A company the seeker blocked is
 * closed to both (spec §6): 403 / 40005. Locks the chat row inside a transaction.
 */
export async function chatOfMember(
  db: Db | Transaction<Database>,
  chatId: number,
  viewer: Seeker | Boss,
  options: { lock?: boolean } = {},
): Promise<ActionChat> {
  let query = db
    .selectFrom('chats')
    .select(['id', 'jobseeker_id', 'recruiter_id', 'recruiter_user_id', 'job_id', 'company_id'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('company_blocks')
            .select('company_blocks.id')
            .whereRef('company_blocks.user_id', '=', 'chats.jobseeker_id')
            .whereRef('company_blocks.company_id', '=', 'chats.company_id'),
        )
        .as('blocked'),
    )
    .where('id', '=', chatId);
  if (options.lock) query = query.forUpdate();
  const chat = await query.executeTakeFirst();
  const party = !chat
    ? null
    : viewer.kind === 'seeker' && chat.jobseeker_id === viewer.userId
      ? 'jobseeker'
      : viewer.kind === 'boss' && chat.recruiter_id === viewer.recruiterId
        ? 'recruiter'
        : null;
  if (!chat || !party) throw ApiError.notFound();
  if (chat.blocked) throw new ApiError(errorCodes.noPermission);
  const { blocked: _, ...rest } = chat;
  return { ...rest, party };
}

/** The viewer's side of a record's chat, or 404 when they are not in it. */
export function partyOf(
  record: { jobseeker_id: number; recruiter_id: number },
  viewer: Seeker | Boss,
): 'jobseeker' | 'recruiter' {
  if (viewer.kind === 'seeker' && record.jobseeker_id === viewer.userId) return 'jobseeker';
  if (viewer.kind === 'boss' && record.recruiter_id === viewer.recruiterId) return 'recruiter';
  throw ApiError.notFound();
}
