import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The account behind an email, matched as the unique index does: case-insensitively. */
export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'suspended_at', 'first_name', 'role'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** 'jane.doe@example.com' → 'j***@example.com': enough to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
