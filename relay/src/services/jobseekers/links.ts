import { profilePartLimits, type TDeletedItem, type TLink, type TLinkBody } from '@talkhire/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { lockUser } from '../../db/lock-user';
import type { ProfileLinksTable } from '../../db/schema-profile-parts';
import { ApiError } from '../../http/api-error';
import { refuseOverLimit } from './part-limit';

/** Spec §7 '/websites': the seeker's links (display name, URL, description), oldest first. */
export async function listLinks(db: Db, userId: number): Promise<TLink[]> {
  const rows = await db
    .selectFrom('profile_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toLink);
}

/** Adds a link; a profile keeps at most `profilePartLimits.linksMax` of them. */
export async function createLink(db: Db, userId: number, link: TLinkBody): Promise<TLink> {
  const row = await inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const { n } = await trx
      .selectFrom('profile_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= profilePartLimits.linksMax) refuseOverLimit('url', profilePartLimits.linksMax);
    return trx
      .insertInto('profile_links')
      .values({ user_id: userId, ...link })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toLink(row);
}

export async function updateLink(db: Db, userId: number, id: number, link: TLinkBody): Promise<TLink> {
  const row = await db
    .updateTable('profile_links')
    .set({ ...link, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toLink(row);
}

export async function deleteLink(db: Db, userId: number, id: number): Promise<TDeletedItem> {
  const row = await db
    .deleteFrom('profile_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return { id: row.id };
}

function toLink(row: Selectable<ProfileLinksTable>): TLink {
  return {
    id: row.id,
    display_name: row.display_name,
    url: row.url,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
