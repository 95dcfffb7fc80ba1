import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** Spec §9: a one-time code is six digits. */
export const codeLength = 6;
/** Wrong tries a code survives; the next wrong one burns it. */
export const defaultMaxAttempts = 5;

export interface IssuedCode {
  /** Names this code in later calls (e.g. the two-factor challenge_id); random, not guessable. */
  id: string;
  /** The plain code, to put in the mail or SMS: it is never stored. */
  code: string;
  expiresAt: Date;
}

export interface VerifiedCode {
  id: string;
  purpose: string;
  subject: string;
  context: Record<string, unknown> | null;
}

/**
 * Creates a six-digit code for `purpose` + `subject` (e.g. 'reset_password' + a user id) and
 * stores only its hash. Earlier unused codes of the same purpose and subject expire at once, so
 * only the newest mail works. With `resendCooldownSeconds`, a new code within that many seconds
 * of the previous one is refused with 429 / 40006 and the seconds left (the resend countdown).
 * Pass the transaction that sends the code, so the code exists exactly when its message does.
 */
export async function issueCode(
  db: Db,
  options: {
    purpose: string;
    subject: string;
    ttlSeconds: number;
    maxAttempts?: number;
    resendCooldownSeconds?: number;
    context?: Record<string, unknown>;
    now?: Date;
  },
): Promise<IssuedCode> {
  const now = options.now ?? new Date();
  if (options.resendCooldownSeconds) {
    const wait = await secondsUntilResend(db, {
      ...options,
      cooldownSeconds: options.resendCooldownSeconds,
      now,
    });
    if (wait > 0) throw new ApiError(errorCodes.tooManyAttempts, { values: { retry_after: wait } });
  }
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  const expiresAt = new Date(now.getTime() + options.ttlSeconds * 1000);
  await db
    .updateTable('one_time_codes')
    .set({ expires_at: now })
    .where('purpose', '=', options.purpose)
    .where('subject', '=', options.subject)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  await db
    .insertInto('one_time_codes')
    .values({
      id,
      purpose: options.purpose,
      subject: options.subject,
      code_hash: hashCode(id, code),
      context: options.context ? JSON.stringify(options.context) : null,
      max_attempts: options.maxAttempts ?? defaultMaxAttempts,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { id, code, expiresAt };
}

/**
 * Checks a code, named either by its `id` or as the newest code of `purpose` + `subject`.
 * Refusals: 41040 wrong (also for an unknown id), 41042 already used, 41043 expired — a code
 * whose tries are all spent counts as expired, since only a new one can help.
 *
 * Every try is counted before the comparison, in its own statement: call this with the root
 * database, never inside a transaction a refusal would roll back, or brute force goes uncounted.
 * `consume` (default true) uses the code up; to use it up together with other writes, verify
 * with `consume: false` and call `consumeCode` inside that transaction.
 */
export async function verifyCode(
  db: Db,
  options: ({ id: string; purpose?: string } | { purpose: string; subject: string }) & {
    code: string;
    consume?: boolean;
    now?: Date;
  },
): Promise<VerifiedCode> {
  const now = options.now ?? new Date();
  let query = db.selectFrom('one_time_codes').selectAll();
  if ('id' in options) {
    query = query.where('id', '=', options.id);
    if (options.purpose) query = query.where('purpose', '=', options.purpose);
  } else {
    query = query
      .where('purpose', '=', options.purpose)
      .where('subject', '=', options.subject)
      // Two codes issued within the same millisecond tie on created_at; a newer code cuts the older
      // ones' expiry short, so the latest expiry is the newest code.
      .orderBy('expires_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(errorCodes.wrongOtp);
  if (row.used_at) throw new ApiError(errorCodes.otpUsed);
  if (row.expires_at <= now) throw new ApiError(errorCodes.otpExpired);

  const counted = await db
    .updateTable('one_time_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', sql<number>`max_attempts`)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new ApiError(errorCodes.otpExpired);
  if (!matches(row.code_hash, hashCode(row.id, options.code))) throw new ApiError(errorCodes.wrongOtp);

  if (options.consume ?? true) await consumeCode(db, row.id, now);
  return { id: row.id, purpose: row.purpose, subject: row.subject, context: row.context };
}

/** Uses a verified code up; of two racing callers only one succeeds, the other gets 41042. */
export async function consumeCode(db: Db, id: string, now = new Date()): Promise<void> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new ApiError(errorCodes.otpUsed);
}

/** Seconds before another code of `purpose` + `subject` may be sent (0 when it may be sent now). */
export async function secondsUntilResend(
  db: Db,
  options: { purpose: string; subject: string; cooldownSeconds: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const last = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('purpose', '=', options.purpose)
    .where('subject', '=', options.subject)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return 0;
  const left = last.created_at.getTime() + options.cooldownSeconds * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Expired codes are worthless; the scheduler (or a test) calls this now and then. */
export async function purgeExpiredCodes(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .execute();
}

/** The id salts the hash, so equal codes of two rows never share a hash. */
function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

function matches(storedHex: string, actualHex: string): boolean {
  const a = Buffer.from(storedHex, 'hex');
  const b = Buffer.from(actualHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
