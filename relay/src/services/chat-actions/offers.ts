import { errorCodes, type TOffer, type ZOfferBody } from '@talkhire/contracts';
import {
  moveLifecycle,
  type OfferContext,
  type OfferEvent,
  offerMachine,
  reportLifecycleStart,
} from '@talkhire/machines';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Boss, Seeker } from '../../http/viewer';
import { publishChatDeliveries } from '../chat';
import { recordApplicationStep } from './application-steps';
import { chatOfMember, partyOf } from './chat-action-access';
import { announceRecord, deliverAfterCommit, placeCard } from './chat-action-deliveries';
import { noticeOffer } from './chat-action-notices';

type Reader = Db | Transaction<Database>;

/** The Boss sends the chat's seeker an offer; an attached letter must be a file the Boss uploaded. */
export async function sendOffer(
  services: { db: Db; bus: Bus },
  input: { viewer: Boss; body: z.output<typeof ZOfferBody> },
): Promise<TOffer> {
  const { body } = input;
  const { offer, deliveries } = await services.db.transaction().execute(async (trx) => {
    const chat = await chatOfMember(trx, body.chat_id, input.viewer, { lock: true });
    if (body.letter_file_id !== null) {
      const letter = await trx
        .selectFrom('chat_files')
        .select('id')
        .where('id', '=', body.letter_file_id)
        .where('uploader_user_id', '=', input.viewer.userId)
        .executeTakeFirst();
      if (!letter)
        throw new ApiError(errorCodes.parameterInvalid, {
          fields: { letter_file_id: ['field.invalid_value'] },
        });
    }
    const { id } = await trx
      .insertInto('offers')
      .values({
        chat_id: chat.id,
        job_id: chat.job_id,
        jobseeker_id: chat.jobseeker_id,
        recruiter_id: chat.recruiter_id,
        salary: body.salary,
        start_date: body.start_date,
        note: body.note || null,
        letter_file_id: body.letter_file_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await readOffer(trx, id);
    const deliveries = [
      ...(await announceRecord(trx, { type: 'offer', offer })),
      ...(await placeCard(trx, chat.id, chat.recruiter_user_id, { kind: 'offer', offer_id: id })),
    ];
    await recordApplicationStep(trx, chat, 'offer');
    return { offer, deliveries };
  });
  await deliverAfterCommit(services, deliveries);
  await noticeOffer(services, offer, 'offer_sent');
  reportLifecycleStart(offerMachine, `offer:${offer.id}`, { status: offer.status, context: offer });
  return offer;
}

/** The seeker answers an offer; the offer machine decides whether the answer stands. */
export async function answerOffer(
  services: { db: Db; bus: Bus },
  input: { id: number; viewer: Seeker | Boss; event: (party: 'jobseeker' | 'recruiter') => OfferEvent },
): Promise<TOffer> {
  const { offer, deliveries } = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    const party = partyOf(row, input.viewer);
    const event = input.event(party);
    const next = moveLifecycle<OfferContext>(
      offerMachine,
      row.status,
      { reason: row.reason },
      event,
      `offer:${row.id}`,
    );
    if (!next) {
      if (row.status === 'sent' && event.type === 'REJECT' && party === 'jobseeker') {
        throw new ApiError(errorCodes.reasonRequired);
      }
      throw new ApiError(
        row.status === 'sent' ? errorCodes.noPermission : errorCodes.chatActionNoLongerPossible,
      );
    }
    await trx
      .updateTable('offers')
      .set({ status: next.status as TOffer['status'], reason: next.context.reason, updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    const offer = await readOffer(trx, row.id);
    return { offer, deliveries: await announceRecord(trx, { type: 'offer', offer }) };
  });
  await publishChatDeliveries(services.bus, deliveries);
  if (input.viewer.kind === 'boss') await noticeOffer(services, offer, 'offer_changed');
  return offer;
}

/** The seeker's offers, newest first (at most 100: a seeker gets a handful), in one read. */
export async function listOffers(db: Db, seekerId: number): Promise<{ offers: TOffer[] }> {
  const rows = await selectOffers(db)
    .where('offers.jobseeker_id', '=', seekerId)
    .orderBy('offers.created_at', 'desc')
    .orderBy('offers.id', 'desc')
    .limit(100)
    .execute();
  return { offers: rows.map(toOffer) };
}

export async function readOffer(db: Reader, id: number): Promise<TOffer> {
  const row = await selectOffers(db).where('offers.id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toOffer(row);
}

function selectOffers(db: Reader) {
  return db
    .selectFrom('offers')
    .innerJoin('recruiters', 'recruiters.id', 'offers.recruiter_id')
    .innerJoin('companies', 'companies.id', 'recruiters.company_id')
    .leftJoin('jobs', 'jobs.id', 'offers.job_id')
    .leftJoin('chat_files', 'chat_files.id', 'offers.letter_file_id')
    .selectAll('offers')
    .select([
      'jobs.title as job_title',
      'companies.name as company_name',
      'chat_files.name as letter_name',
      'chat_files.size as letter_size',
      sql<string>`to_char(offers.start_date, 'YYYY-MM-DD')`.as('start_day'),
    ]);
}

function toOffer(row: Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number]): TOffer {
  return {
    id: row.id,
    chat_id: row.chat_id,
    job: row.job_id !== null && row.job_title !== null ? { id: row.job_id, title: row.job_title } : null,
    company_name: row.company_name,
    status: row.status,
    salary: row.salary,
    start_date: row.start_day,
    note: row.note,
    letter:
      row.letter_file_id && row.letter_name !== null && row.letter_size !== null
        ? { file_id: row.letter_file_id, name: row.letter_name, size: row.letter_size }
        : null,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
