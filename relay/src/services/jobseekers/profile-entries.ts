import type { TDeletedItem } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';
import { duplicateEntry } from './duplicate-entry';

/** What differs between the profile's repeated entries (work experiences, educations). */
export interface ProfileEntryKind<Body, Entry, Item> {
  /** Spec §5 rules beyond the contract (list ids); answers the entry and the duplicate confirmation. */
  check(body: Body): { confirm_duplicate?: boolean | undefined } & Entry;
  read(db: Db, userId: number, id?: number): Promise<Item[]>;
  insert(trx: Db, userId: number, entry: Entry): Promise<number>;
  update(trx: Db, userId: number, id: number, entry: Entry): Promise<void>;
  remove(trx: Db, userId: number, id: number): Promise<boolean>;
  /** Spec §5: a duplicate asks for confirmation before it is added anyway. */
  hasTwin(trx: Db, userId: number, entry: Entry, except: number | null): Promise<boolean>;
}

/** Adds an entry to the seeker's profile, unless it repeats one and the seeker has not confirmed. */
export async function createEntry<Body, Entry, Item>(
  db: Db,
  kind: ProfileEntryKind<Body, Entry, Item>,
  userId: number,
  body: Body,
): Promise<Item> {
  const { confirm_duplicate, ...entry } = kind.check(body);
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    if (!confirm_duplicate && (await kind.hasTwin(trx, userId, entry as Entry, null))) throw duplicateEntry();
    return oneOf(trx, kind, userId, await kind.insert(trx, userId, entry as Entry));
  });
}

/** Changes one of the seeker's own entries; another seeker's id is not found. */
export async function updateEntry<Body, Entry, Item>(
  db: Db,
  kind: ProfileEntryKind<Body, Entry, Item>,
  userId: number,
  id: number,
  body: Body,
): Promise<Item> {
  const { confirm_duplicate, ...entry } = kind.check(body);
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    await oneOf(trx, kind, userId, id);
    if (!confirm_duplicate && (await kind.hasTwin(trx, userId, entry as Entry, id))) throw duplicateEntry();
    await kind.update(trx, userId, id, entry as Entry);
    return oneOf(trx, kind, userId, id);
  });
}

export async function deleteEntry<Body, Entry, Item>(
  db: Db,
  kind: ProfileEntryKind<Body, Entry, Item>,
  userId: number,
  id: number,
): Promise<TDeletedItem> {
  const removed = await inTransaction(db, (trx) => kind.remove(trx, userId, id));
  if (!removed) throw ApiError.notFound();
  return { id };
}

async function oneOf<Body, Entry, Item>(
  db: Db,
  kind: ProfileEntryKind<Body, Entry, Item>,
  userId: number,
  id: number,
): Promise<Item> {
  const [item] = await kind.read(db, userId, id);
  if (item === undefined) throw ApiError.notFound();
  return item;
}
