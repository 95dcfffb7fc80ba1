import { errorCodes, type TQrLoginStatus } from '@talkhire/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { QrLoginsTable } from '../../db/schema-social-qr';
import { ApiError } from '../../http/api-error';
import { hashToken, newToken } from '../../http/session-tokens';

/** A QR code is good for two minutes; then the desktop shows "refresh". */
export const qrLoginLifetimeMs = 120_000;

export type QrLogin = Selectable<QrLoginsTable>;

const liveStatuses = new Set<TQrLoginStatus>(['waiting', 'scanned', 'confirmed']);

/** The stored status, or 'expired' once a token that never finished is past its time. */
export function effectiveStatus(row: QrLogin, now = new Date()): TQrLoginStatus {
  return liveStatuses.has(row.status) && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function isLive(row: QrLogin, now = new Date()): boolean {
  return liveStatuses.has(effectiveStatus(row, now));
}

/** A new token for a desktop; the token and the desktop's binding are stored as hashes only. */
export async function createQrLogin(db: Db, deviceName: string | null, now = new Date()) {
  const token = newToken();
  const desktopBinding = newToken();
  const expiresAt = new Date(now.getTime() + qrLoginLifetimeMs);
  await db
    .deleteFrom('qr_logins')
    .where('expires_at', '<', new Date(now.getTime() - 3600_000))
    .execute();
  await db
    .insertInto('qr_logins')
    .values({
      id: hashToken(token),
      desktop_binding: hashToken(desktopBinding),
      device_name: deviceName,
      expires_at: expiresAt,
    })
    .execute();
  return { id: hashToken(token), token, desktopBinding, expiresAt };
}

export function findQrLogin(db: Db, id: string) {
  return db.selectFrom('qr_logins').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Why a token cannot take a step: unknown 40004; expired 41043; already finished (completed,
 * cancelled) or taken by another phone 41042. The spec's OTP codes are the catalogue's words for
 * a one-time secret that is expired or used, which is what a QR token is.
 */
export function qrRefusal(row: QrLogin | undefined, now = new Date()): ApiError {
  if (!row) return ApiError.notFound();
  if (effectiveStatus(row, now) === 'expired') return new ApiError(errorCodes.otpExpired);
  return new ApiError(errorCodes.otpUsed);
}

/** Moves a live token from `from` to `to` if still in time and `extra` holds; the row, or undefined. */
export function advance(
  db: Db,
  id: string,
  from: 'waiting' | 'scanned' | 'confirmed' | readonly ('waiting' | 'scanned' | 'confirmed')[],
  to: 'scanned' | 'confirmed' | 'completed' | 'cancelled',
  options: { scanner?: { userId: number; sessionId: string }; requireScanner?: string; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  let query = db
    .updateTable('qr_logins')
    .set({
      status: to,
      updated_at: now,
      ...(options.scanner
        ? { user_id: options.scanner.userId, scanner_session_id: options.scanner.sessionId }
        : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [from].flat())
    .where('expires_at', '>', now);
  if (options.requireScanner !== undefined) {
    query = query.where('scanner_session_id', '=', options.requireScanner);
  }
  return query.returningAll().executeTakeFirst();
}
