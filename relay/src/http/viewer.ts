import type { Audience } from '@talkhire/contracts';
import { errorCodes } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from './api-error';
import { sessionCookies } from './session-cookies';
import { hashToken } from './session-tokens';

/** Who is asking: read once per request from the session cookie, before the body is parsed. */
export type Viewer = Stranger | Guest | Seeker | Boss;
export interface Stranger {
  kind: 'stranger';
}
export interface Guest {
  kind: 'guest';
  sessionId: string;
}
export interface Seeker {
  kind: 'seeker';
  sessionId: string;
  userId: number;
  deviceUuid: string | null;
}
export interface Boss {
  kind: 'boss';
  sessionId: string;
  userId: number;
  recruiterId: number;
  companyId: number;
}

/** The viewer a route of each audience is handed once the session plugin let the request in. */
export type ViewerOf<A extends Audience> = A extends 'seeker'
  ? Seeker
  : A extends 'boss'
    ? Boss
    : A extends 'member'
      ? Seeker | Boss
      : Viewer;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session hook of every catalogue route; strangers when no session is open. */
    viewer: Viewer;
  }
}

/** The signed-in seeker's user id, or null: public lists leave out what this seeker blocked. */
export function seekerIdOf(viewer: Viewer): number | null {
  return viewer.kind === 'seeker' ? viewer.userId : null;
}

/** Reads the session the request's cookie names (one query; expired or unknown → stranger). */
export async function readViewer(db: Db, request: FastifyRequest): Promise<Viewer> {
  const token = request.cookies[sessionCookies.session];
  if (!token) return { kind: 'stranger' };
  const row = await db
    .selectFrom('sessions')
    .leftJoin('recruiters', 'recruiters.user_id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.role',
      'sessions.device_uuid',
      'recruiters.id as recruiter_id',
      'recruiters.company_id',
    ])
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return { kind: 'stranger' };
  if (row.role === 'jobseeker' && row.user_id !== null)
    return { kind: 'seeker', sessionId: row.id, userId: row.user_id, deviceUuid: row.device_uuid };
  if (
    row.role === 'recruiter' &&
    row.user_id !== null &&
    row.recruiter_id !== null &&
    row.company_id !== null
  ) {
    await touchRecruiter(db, row.recruiter_id);
    return {
      kind: 'boss',
      sessionId: row.id,
      userId: row.user_id,
      recruiterId: row.recruiter_id,
      companyId: row.company_id,
    };
  }
  return { kind: 'guest', sessionId: row.id };
}

const touchedAt = new Map<number, number>();

/**
 * Spec §2: a Boss is 'active just now' from their last console request or chat connection. Written
 * at most once a minute per Boss, so a busy console does not rewrite the row on every call.
 */
async function touchRecruiter(db: Db, recruiterId: number): Promise<void> {
  // This relay's own last write: within the minute no statement is sent at all (other relays keep
  // their own; the row's condition still stops a second write in the same minute).
  const now = Date.now();
  if (now - (touchedAt.get(recruiterId) ?? 0) < 60_000) return;
  touchedAt.set(recruiterId, now);
  if (touchedAt.size > 10_000) touchedAt.clear();
  await db
    .updateTable('recruiters')
    .set({ last_active_at: sql`now()` })
    .where('id', '=', recruiterId)
    .where('last_active_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

/**
 * A route's audience against the viewer: strangers and guests get 401 / 40003 (the web then goes
 * to /get-started, the console to its login); a session of the other side gets 403 / 40005.
 */
export function admit(audience: Audience, viewer: Viewer): void {
  if (audience === 'anyone' || viewer.kind === audience) return;
  if (audience === 'member' && (viewer.kind === 'seeker' || viewer.kind === 'boss')) return;
  if (viewer.kind === 'stranger' || viewer.kind === 'guest')
    throw new ApiError(errorCodes.credentialsNotProvided);
  // A Boss on a seeker route has no seeker account to act for; a seeker on the console has no company.
  throw new ApiError(audience === 'boss' ? errorCodes.noPermission : errorCodes.credentialsNotProvided);
}

/** Who read or reported something, for "one per reader" counts. */
export interface Reader {
  /** 'user:<id>' or 'session:<hash>'. */
  key: string;
  userId: number | null;
}

/**
 * The guest or signed-in session of this browser (every visitor gets a guest session on arrival,
 * spec §4), so anonymous readers count while a cookie-less script is nobody.
 */
export function readerOf(viewer: Viewer): Reader | null {
  switch (viewer.kind) {
    case 'stranger':
      return null;
    case 'guest':
      return { key: `session:${viewer.sessionId}`, userId: null };
    default:
      return { key: `user:${viewer.userId}`, userId: viewer.userId };
  }
}
