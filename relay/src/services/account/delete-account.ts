import type { LanguageCode } from '@talkhire/config';
import { errorCodes, type TDeleteAccountBody } from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Outbox } from '../../outbox/outbox';
import { enqueueAccountMail } from './account-mail';
import { checkProof, useProof } from './account-proof';
import { type RemovedData, removePersonalData } from './personal-data';

/**
 * Deletes the seeker's account: confirmed by typing the account's email address and by the
 * password (or the mailed confirmation code). In one transaction the personal data goes or is
 * anonymised (personal-data.ts) and every session ends; the stored files go once it committed.
 * A last mail tells the address the account was deleted.
 */
export async function deleteAccount(
  services: { db: Db; outbox: Outbox; rateLimits: RateLimits; files: FileStorage; log: FastifyBaseLogger },
  userId: number,
  body: TDeleteAccountBody,
  language: LanguageCode,
): Promise<RemovedData> {
  const { db, outbox, rateLimits, files, log } = services;
  const proof = await checkProof(db, rateLimits, userId, body);
  const account = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (account.email.toLowerCase() !== body.email) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { email: ['field.confirm_email_mismatch'] } });
  }
  const removed = await db.transaction().execute(async (trx) => {
    await useProof(trx, proof);
    await enqueueAccountMail(outbox, {
      to: account.email,
      language,
      mail: 'account_deleted',
      values: {},
      db: trx,
    });
    return removePersonalData(trx, userId);
  });
  for (const key of removed.fileKeys) {
    // The rows are gone either way; a file left behind is logged, not a reason to fail the deletion.
    await files
      .delete(key)
      .catch((error: unknown) => log.error({ err: error, key }, 'could not delete a file'));
  }
  return removed;
}
