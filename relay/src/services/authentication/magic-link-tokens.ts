import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashToken, newToken } from '../../http/session-tokens';

export const magicLinkTtlMinutes = 15;

/**
 * A single-use sign-in link token for `email`. Only its hash is stored, so the database alone
 * cannot sign anyone in. Earlier links of the address stay valid until they expire or are used:
 * the seeker may open whichever mail arrives first.
 */
export async function issueMagicLink(
  trx: Db,
  options: { email: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + magicLinkTtlMinutes * 60_000);
  await trx
    .insertInto('magic_link_tokens')
    .values({
      token_hash: hashToken(token),
      email: options.email,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** Seconds before another link may be mailed to `email` (0 when it may be sent now). */
export async function secondsUntilNextLink(
  db: Db,
  email: string,
  cooldownSeconds: number,
  now = new Date(),
): Promise<number> {
  const last = await db
    .selectFrom('magic_link_tokens')
    .select('created_at')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return 0;
  const left = last.created_at.getTime() + cooldownSeconds * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Uses a link token up and answers its email. Of two racing callers only one
 * succeeds. A replayed link answers 41042 (used); an expired one 41043, and so does a token we do
 * not know — purged links are old links, and either way the seeker's next step is a new link.
 */
export async function consumeMagicLink(trx: Db, token: string, now = new Date()): Promise<{ email: string }> {
  const tokenHash = hashToken(token);
  const used = await trx
    .updateTable('magic_link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  if (used) return used;
  const row = await trx
    .selectFrom('magic_link_tokens')
    .select('used_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  throw new ApiError(row?.used_at ? errorCodes.otpUsed : errorCodes.otpExpired);
}

/** Links a day past expiry are worthless; the scheduler (or a test) calls this now and then. */
export async function purgeMagicLinks(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('magic_link_tokens')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
    .execute();
}
