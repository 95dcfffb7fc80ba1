import { chatMessageKinds, errorCodes, type TChatExchange } from '@talkhire/contracts';
import {
  type ChatExchangeContext,
  chatExchangeMachine,
  moveLifecycle,
  reportLifecycleStart,
} from '@talkhire/machines';
import type { Transaction } from 'kysely';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Boss, Seeker } from '../../http/viewer';
import { type ChatDelivery, greetingClientId, relayClientId, seekerGreetingClientId } from '../chat';
import { type ActionChat, chatOfMember } from './chat-action-access';
import { announceRecord, deliverAfterCommit, placeCard } from './chat-action-deliveries';

type Reader = Db | Transaction<Database>;
type Party = 'jobseeker' | 'recruiter';

/** What the chat's action bar offers (spec §4: send resume and exchange after both replied). */
export async function chatActionsState(db: Db, chatId: number, viewer: Seeker | Boss) {
  const chat = await chatOfMember(db, chatId, viewer);
  const [replied, exchanges] = await Promise.all([bothReplied(db, chat), exchangesOf(db, chat.id)]);
  return {
    both_replied: replied,
    numbers_shared: exchanges.some((x) => x.kind === 'mobile' && x.status === 'finished'),
    exchanges,
  };
}

/**
 * Either side asks to exchange mobile numbers, or the Boss asks for a resume. Refused before both
 * sides have replied (41420), while the same kind is already asked or (for numbers) done (41428),
 * and for a party without a number of their own.
 */
export async function requestExchange(
  services: { db: Db; bus: Bus },
  input: { chatId: number; viewer: Seeker | Boss; kind: 'mobile' | 'resume' },
): Promise<TChatExchange> {
  const { exchange, deliveries } = await services.db.transaction().execute(async (trx) => {
    const chat = await chatOfMember(trx, input.chatId, input.viewer, { lock: true });
    if (input.kind === 'resume' && chat.party !== 'recruiter') throw new ApiError(errorCodes.noPermission);
    if (!(await bothReplied(trx, chat))) throw new ApiError(errorCodes.chatActionsLocked);
    const open = await trx
      .selectFrom('chat_exchanges')
      .select('id')
      .where('chat_id', '=', chat.id)
      .where('kind', '=', input.kind)
      .where((eb) =>
        input.kind === 'mobile'
          ? eb('status', 'in', ['requested', 'finished'])
          : eb('status', '=', 'requested'),
      )
      .executeTakeFirst();
    if (open) throw new ApiError(errorCodes.chatActionNoLongerPossible);
    if (input.kind === 'mobile') await requireOwnNumber(trx, chat, chat.party);
    const { id } = await trx
      .insertInto('chat_exchanges')
      .values({ chat_id: chat.id, kind: input.kind, requested_by: chat.party })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exchange = await readExchange(trx, id);
    const sender = chat.party === 'jobseeker' ? chat.jobseeker_id : chat.recruiter_user_id;
    const deliveries = [
      ...(await announceRecord(trx, { type: 'exchange', exchange })),
      ...(await placeCard(trx, chat.id, sender, { kind: 'exchange', exchange_id: id })),
    ];
    return { exchange, deliveries };
  });
  await deliverAfterCommit(services, deliveries);
  reportLifecycleStart(chatExchangeMachine, `chatExchange:${exchange.id}`, {
    status: exchange.status,
    context: { kind: exchange.kind, requestedBy: exchange.requested_by },
  });
  return exchange;
}

/**
 * The other side answers. Accepting a resume request sends the chosen resume (the seeker's own)
 * as a card; accepting a number exchange needs a number of one's own.
 */
export async function answerExchange(
  services: { db: Db; bus: Bus },
  input: { id: number; viewer: Seeker | Boss; accept: boolean; resumeId?: number },
): Promise<TChatExchange> {
  const { exchange, deliveries } = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('chat_exchanges')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    const chat = await chatOfMember(trx, row.chat_id, input.viewer);
    const event = { type: input.accept ? 'ACCEPT' : 'DECLINE', by: chat.party } as const;
    const next = moveLifecycle<ChatExchangeContext>(
      chatExchangeMachine,
      row.status,
      { kind: row.kind, requestedBy: row.requested_by },
      event,
      `chatExchange:${row.id}`,
    );
    if (!next) {
      throw new ApiError(
        row.status === 'requested' ? errorCodes.noPermission : errorCodes.chatActionNoLongerPossible,
      );
    }
    const deliveries: ChatDelivery[] = [];
    let resumeId: number | null = null;
    if (input.accept && row.kind === 'mobile') await requireOwnNumber(trx, chat, chat.party);
    if (input.accept && row.kind === 'resume') {
      const resume = await ownResume(trx, chat.jobseeker_id, input.resumeId);
      resumeId = resume.id;
      // Derived from the request, so a retried answer sends the resume once.
      deliveries.push(...(await placeResume(trx, chat, resume, relayClientId('requestedResume', row.id))));
    }
    await trx
      .updateTable('chat_exchanges')
      .set({ status: next.status as TChatExchange['status'], resume_id: resumeId, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const exchange = await readExchange(trx, row.id);
    deliveries.unshift(...(await announceRecord(trx, { type: 'exchange', exchange })));
    return { exchange, deliveries };
  });
  await deliverAfterCommit(services, deliveries);
  return exchange;
}

/** The seeker sends one of their attached resumes in the chat (after both replied). */
export async function sendResume(
  services: { db: Db; bus: Bus },
  input: { chatId: number; viewer: Seeker; resumeId: number },
) {
  const deliveries = await services.db.transaction().execute(async (trx) => {
    const chat = await chatOfMember(trx, input.chatId, input.viewer, { lock: true });
    if (!(await bothReplied(trx, chat))) throw new ApiError(errorCodes.chatActionsLocked);
    const resume = await ownResume(trx, chat.jobseeker_id, input.resumeId);
    return placeResume(trx, chat, resume, crypto.randomUUID());
  });
  await deliverAfterCommit(services, deliveries);
  return chatActionsState(services.db, input.chatId, input.viewer);
}

/**
 * Both sides have written in the chat: a message of each besides their automatic greetings.
 * Cards do not count.
 */
async function bothReplied(db: Reader, chat: ActionChat): Promise<boolean> {
  const said = (userId: number) =>
    db
      .selectFrom('chat_messages')
      .select('id')
      .where('chat_id', '=', chat.id)
      .where('sender_user_id', '=', userId)
      .where('kind', 'in', chatMessageKinds)
      .where('client_id', 'not in', [greetingClientId(chat.id), seekerGreetingClientId(chat.id)])
      .limit(1)
      .executeTakeFirst();
  const [seeker, boss] = await Promise.all([said(chat.jobseeker_id), said(chat.recruiter_user_id)]);
  return seeker !== undefined && boss !== undefined;
}

async function exchangesOf(db: Reader, chatId: number): Promise<TChatExchange[]> {
  const rows = await selectExchanges(db)
    .where('chat_exchanges.chat_id', '=', chatId)
    .orderBy('chat_exchanges.id')
    .execute();
  return rows.map(toExchange);
}

export async function readExchange(db: Reader, id: number): Promise<TChatExchange> {
  const row = await selectExchanges(db).where('chat_exchanges.id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toExchange(row);
}

function selectExchanges(db: Reader) {
  return db
    .selectFrom('chat_exchanges')
    .innerJoin('chats', 'chats.id', 'chat_exchanges.chat_id')
    .innerJoin('users', 'users.id', 'chats.jobseeker_id')
    .innerJoin('recruiters', 'recruiters.id', 'chats.recruiter_id')
    .leftJoin('resumes', 'resumes.id', 'chat_exchanges.resume_id')
    .selectAll('chat_exchanges')
    .select([
      'users.phone_num as seeker_phone',
      'recruiters.phone_num as recruiter_phone',
      'resumes.filename as resume_filename',
      'resumes.size as resume_size',
    ]);
}

function toExchange(
  row: Awaited<ReturnType<ReturnType<typeof selectExchanges>['execute']>>[number],
): TChatExchange {
  const shared = row.kind === 'mobile' && row.status === 'finished';
  return {
    id: row.id,
    chat_id: row.chat_id,
    kind: row.kind,
    status: row.status,
    requested_by: row.requested_by,
    numbers: shared ? { jobseeker: row.seeker_phone ?? '-', recruiter: row.recruiter_phone ?? '-' } : null,
    resume:
      row.resume_id !== null && row.resume_filename !== null && row.resume_size !== null
        ? { id: row.resume_id, filename: row.resume_filename, size: row.resume_size }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function requireOwnNumber(db: Reader, chat: ActionChat, party: Party): Promise<void> {
  const row =
    party === 'jobseeker'
      ? await db
          .selectFrom('users')
          .select('phone_num')
          .where('id', '=', chat.jobseeker_id)
          .executeTakeFirst()
      : await db
          .selectFrom('recruiters')
          .select('phone_num')
          .where('id', '=', chat.recruiter_id)
          .executeTakeFirst();
  if (!row?.phone_num) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { phone_num: ['field.phone_required'] } });
  }
}

async function ownResume(db: Reader, seekerId: number, resumeId: number | undefined) {
  if (resumeId === undefined) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { resume_id: ['field.resume_required'] } });
  }
  const resume = await db
    .selectFrom('resumes')
    .select(['id', 'filename', 'size'])
    .where('id', '=', resumeId)
    .where('user_id', '=', seekerId)
    .executeTakeFirst();
  if (!resume) throw ApiError.notFound();
  return resume;
}

function placeResume(
  trx: Transaction<Database>,
  chat: ActionChat,
  resume: { id: number; filename: string; size: number },
  clientId: string,
) {
  return placeCard(
    trx,
    chat.id,
    chat.jobseeker_id,
    { kind: 'resume', resume_id: resume.id, filename: resume.filename, size: resume.size },
    clientId,
  );
}
