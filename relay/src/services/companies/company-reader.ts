import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookies } from '../authentication/session-cookies';
import { hashToken } from '../authentication/session-tokens';

export interface CompanyReader {
  /** 'user:<id>' or 'session:<hash>': one report per reader, one viewer in 'People also viewed'. */
  key: string;
  userId: number | null;
}

/** The guest or seeker session of this browser (every visitor gets a guest session, spec §4). */
export async function readCompanyReader(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CompanyReader | null> {
  const token = request.cookies[sessionCookies.session];
  if (!token) return null;
  const row = await app.services.db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('id', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return row.user_id
    ? { key: `user:${row.user_id}`, userId: row.user_id }
    : { key: `session:${row.id}`, userId: null };
}
