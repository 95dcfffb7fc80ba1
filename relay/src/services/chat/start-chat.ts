import {
  errorCodes,
  type TChatCheckExists,
  type TChatRefusal,
  type TChatStartResult,
  type TChatSummary,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { greetingToSend } from '../account-settings';
import { isBlockedBetween } from '../company-blocks';
import { passesEligibility } from '../identity-verification';
import { appendChatEvent, type ChatDelivery } from './chat-event-log';
import { openChat } from './open-chat';
import { ensureRecruiterChatAccount } from './recruiter-chat-account';
import { sendChatMessage } from './send-chat-messages';

/**
 * `check-exists` (spec §7): whether the seeker already chats with this recruiter, whether starting
 * for `jobId` means switching that chat from another job (spec §4: confirm first), and why the
 * chat could not start at all (spec §6), so the web can send the seeker the right way first.
 */
export async function checkChatExists(
  db: Db,
  input: { seekerId: number; recruiterId: number; jobId: number | null },
): Promise<TChatCheckExists> {
  const target = await readTarget(db, input);
  const chat = await db
    .selectFrom('chats')
    .select(['id', 'job_id'])
    .where('jobseeker_id', '=', input.seekerId)
    .where('recruiter_id', '=', input.recruiterId)
    .executeTakeFirst();
  return {
    exists: chat !== undefined,
    chat_id: chat?.id ?? null,
    current_job_id: chat?.job_id ?? null,
    switch_job: chat !== undefined && input.jobId !== null && chat.job_id !== input.jobId,
    refusal: await refusalOf(db, input.seekerId, target),
  };
}

/**
 * Starts the chat (or opens the existing one). A new chat gets the recruiter's greeting as the
 * Boss's first message; an existing chat about another job moves to this job only when the seeker
 * confirmed the switch (`switchJob`), otherwise it stays as it was.
 */
export async function startChat(
  db: Db,
  input: { seekerId: number; recruiterId: number; jobId: number | null; switchJob: boolean },
): Promise<{ result: TChatStartResult; deliveries: ChatDelivery[] }> {
  const target = await readTarget(db, input);
  const refusal = await refusalOf(db, input.seekerId, target);
  if (refusal === 'identity_mismatch') throw new ApiError(errorCodes.identityMismatch);
  if (refusal) throw new ApiError(errorCodes.noPermission, { values: { reason: refusal } });

  if (target.recruiterUserId === null) await ensureRecruiterChatAccount(db, input.recruiterId);
  const opened = await openChat(db, {
    jobseekerId: input.seekerId,
    recruiterId: input.recruiterId,
    jobId: input.jobId,
  });
  const deliveries = [...opened.deliveries];
  let chat: TChatSummary = opened.chat;
  let switched = false;
  if (!opened.created && input.jobId !== null && chat.job_id !== input.jobId) {
    if (!input.switchJob)
      throw new ApiError(errorCodes.parameterInvalid, { fields: { switch_job: ['field.required'] } });
    chat = { ...chat, job_id: input.jobId };
    switched = true;
    deliveries.push(
      ...(await db.transaction().execute(async (trx) => {
        await trx.updateTable('chats').set({ job_id: input.jobId }).where('id', '=', chat.id).execute();
        return [await appendChatEvent(trx, chat.id, { type: 'chat', chat })];
      })),
    );
  }
  if (opened.created && target.greeting) {
    const greeted = await sendChatMessage(db, {
      senderUserId: chat.recruiter_user_id,
      // The greeting's idempotency key is the chat itself: it can be sent only once.
      clientId: greetingClientId(chat.id),
      chatId: chat.id,
      body: { kind: 'text', text: target.greeting },
    });
    deliveries.push(...greeted.deliveries);
  }
  // The seeker's own greeting (Greeting Messages tab) follows the Boss's, so the Boss's automatic
  // one never reads as a reply to it (response-stats.ts counts replies after the seeker's first).
  const seekerGreeting = opened.created ? await greetingToSend(db, input.seekerId) : null;
  if (seekerGreeting) {
    const greeted = await sendChatMessage(db, {
      senderUserId: chat.jobseeker_id,
      clientId: seekerGreetingClientId(chat.id),
      chatId: chat.id,
      body: { kind: 'text', text: seekerGreeting },
    });
    deliveries.push(...greeted.deliveries);
  }
  return { result: { chat, created: opened.created, switched }, deliveries };
}

/** The greeting's client id, derived from the chat: it is sent once, however often a chat starts. */
export function greetingClientId(chatId: number): string {
  return relayClientId('greeting', chatId);
}

/** The seeker's greeting's client id, derived from the chat the same way: sent once. */
export function seekerGreetingClientId(chatId: number): string {
  return relayClientId('seekerGreeting', chatId);
}

const relayClientGroups = {
  greeting: '0000',
  interview: '0001',
  offer: '0002',
  exchange: '0003',
  resume: '0004',
  requestedResume: '0005',
  demoMessage: '0006',
  seekerGreeting: '0007',
} as const;

/**
 * Client ids of messages the relay writes itself (UUID version 8 layout): derived from what they
 * stand for, so a retried request or a second seeding stores each one once.
 */
export function relayClientId(group: keyof typeof relayClientGroups, n: number): string {
  return `00000000-${relayClientGroups[group]}-8000-8000-${n.toString(16).padStart(12, '0')}`;
}

interface Target {
  recruiterUserId: number | null;
  companyId: number;
  greeting: string | null;
  eligibility: number[] | null;
}

async function readTarget(
  db: Db,
  input: { seekerId: number; recruiterId: number; jobId: number | null },
): Promise<Target> {
  const recruiter = await db
    .selectFrom('recruiters')
    .select(['user_id', 'company_id', 'greeting'])
    .where('id', '=', input.recruiterId)
    .executeTakeFirst();
  if (!recruiter) throw ApiError.notFound();
  if (recruiter.user_id === input.seekerId) throw new ApiError(errorCodes.cannotChatWithYourself);
  let eligibility: number[] | null = null;
  if (input.jobId !== null) {
    const job = await db
      .selectFrom('jobs')
      .select(['recruiter_id', 'eligibility_identity_ids'])
      .where('id', '=', input.jobId)
      .executeTakeFirst();
    if (!job || job.recruiter_id !== input.recruiterId) throw ApiError.notFound();
    eligibility = job.eligibility_identity_ids;
  }
  return {
    recruiterUserId: recruiter.user_id,
    companyId: recruiter.company_id,
    greeting: recruiter.greeting,
    eligibility,
  };
}

async function refusalOf(db: Db, seekerId: number, target: Target): Promise<TChatRefusal | null> {
  const seeker = await db
    .selectFrom('users')
    .select(['is_profile_completed', 'user_identity_id', 'identity_verified_at'])
    .where('id', '=', seekerId)
    .executeTakeFirstOrThrow();
  if (await isBlockedBetween(db, seekerId, target.companyId)) return 'company_blocked';
  // Only a verified identity passes a job's restriction, never a self-declared one (issue 15).
  if (!passesEligibility(seeker, target.eligibility)) return 'identity_mismatch';
  if (!seeker.is_profile_completed) return 'profile_incomplete';
  return null;
}
