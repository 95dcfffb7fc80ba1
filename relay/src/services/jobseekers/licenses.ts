import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  profilePartLimits,
  type TDeletedItem,
  type TLicenseBody,
  type TLicenseCertification,
} from '@talkhire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { cleanFilename } from '../../files/clean-filename';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { licenseFileType } from './license-file-type';
import { refuseOverLimit } from './part-limit';

/**
 * Licenses and certifications (spec §3, §7 '/license-certifications'): issued before they expire
 * or permanent (the contract's rule, kept by a check constraint too), with an optional attachment
 * (PNG, JPG or PDF, in the file storage under a generated key).
 */
export async function listLicenses(db: Db, userId: number, id?: number): Promise<TLicenseCertification[]> {
  let query = db
    .selectFrom('license_certifications')
    .select([
      'id',
      'name',
      'issuer',
      'credential_id',
      'credential_url',
      sql<string>`to_char(issue_date, 'YYYY-MM-DD')`.as('issue_date'),
      sql<string | null>`to_char(expiry_date, 'YYYY-MM-DD')`.as('expiry_date'),
      'is_permanent',
      'attachment_name',
      'attachment_mime',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId);
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.orderBy('issue_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map(({ attachment_name, attachment_mime, ...row }) => ({
    ...row,
    attachment:
      attachment_name !== null && attachment_mime !== null
        ? { filename: attachment_name, mime: attachment_mime }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function createLicense(
  db: Db,
  userId: number,
  body: TLicenseBody,
): Promise<TLicenseCertification> {
  const id = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const { n } = await trx
      .selectFrom('license_certifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= profilePartLimits.licensesMax) refuseOverLimit('name', profilePartLimits.licensesMax);
    const row = await trx
      .insertInto('license_certifications')
      .values({ user_id: userId, ...body })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return oneLicense(db, userId, id);
}

export async function updateLicense(
  db: Db,
  userId: number,
  id: number,
  body: TLicenseBody,
): Promise<TLicenseCertification> {
  const row = await db
    .updateTable('license_certifications')
    .set({ ...body, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return oneLicense(db, userId, id);
}

export async function deleteLicense(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  id: number,
): Promise<TDeletedItem> {
  const row = await db
    .deleteFrom('license_certifications')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'attachment_key'])
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  if (row.attachment_key) await files.delete(row.attachment_key);
  return { id: row.id };
}

/**
 * Attaches a file to one of the seeker's licenses, replacing the one before (whose file is then
 * removed). The type is read from the bytes (spec §5: PNG, JPG, PDF → else 41175).
 */
export async function attachLicenseFile(
  { db, files, log }: { db: Db; files: FileStorage; log: FastifyBaseLogger },
  userId: number,
  id: number,
  upload: { filename: string; bytes: Buffer },
): Promise<TLicenseCertification> {
  const filename = cleanFilename(upload.filename, { maxLength: 200, fallback: 'attachment' });
  const type = licenseFileType(filename, upload.bytes);
  if (!type) throw new ApiError(errorCodes.fileTypeNotSupported, { fields: { file: ['41175'] } });
  await oneLicense(db, userId, id);
  const key = `licenses/${randomUUID()}.${type.extension}`;
  try {
    await files.put(key, upload.bytes);
  } catch (error) {
    log.error({ err: error }, 'license attachment storage failed');
    throw error;
  }
  const before = await db
    .transaction()
    .execute(async (trx) => {
      const old = await trx
        .selectFrom('license_certifications')
        .select('attachment_key')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!old) throw ApiError.notFound();
      await trx
        .updateTable('license_certifications')
        .set({
          attachment_key: key,
          attachment_name: filename,
          attachment_mime: type.mime,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return old.attachment_key;
    })
    .catch(async (error: unknown) => {
      await files.delete(key);
      throw error;
    });
  if (before) await files.delete(before);
  return oneLicense(db, userId, id);
}

export async function removeLicenseFile(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  id: number,
): Promise<TLicenseCertification> {
  const old = await db
    .selectFrom('license_certifications')
    .select('attachment_key')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!old) throw ApiError.notFound();
  await db
    .updateTable('license_certifications')
    .set({ attachment_key: null, attachment_name: null, attachment_mime: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  if (old.attachment_key) await files.delete(old.attachment_key);
  return oneLicense(db, userId, id);
}

/** The attachment of one of the seeker's own licenses; another seeker's (or none) is not found. */
export async function readLicenseFile(
  { db, files }: { db: Db; files: FileStorage },
  userId: number,
  id: number,
): Promise<{ filename: string; mime: string; bytes: Buffer }> {
  const row = await db
    .selectFrom('license_certifications')
    .select(['attachment_key', 'attachment_name', 'attachment_mime'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.attachment_key || !row.attachment_name || !row.attachment_mime) throw ApiError.notFound();
  const bytes = await files.get(row.attachment_key);
  if (!bytes) throw ApiError.notFound();
  return { filename: row.attachment_name, mime: row.attachment_mime, bytes };
}

async function oneLicense(db: Db, userId: number, id: number): Promise<TLicenseCertification> {
  const [license] = await listLicenses(db, userId, id);
  if (!license) throw ApiError.notFound();
  return license;
}
