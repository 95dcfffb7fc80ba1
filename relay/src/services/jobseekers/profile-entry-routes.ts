import { ZProfileItemParams } from '@talkhire/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { duplicateEntry } from './duplicate-entry';
import { todayIso } from './field-problems';
import { lockSeeker } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';

type Trx = Kysely<Database>;

/** What differs between the profile's repeated entries (work experiences, educations). */
export interface ProfileEntryKind<Body extends z.ZodType, Entry, Item> {
  /** e.g. '/work-experiences': list at the path, then `/create`, `/:id/update`, `/:id/delete`. */
  path: string;
  body: Body;
  /** Spec §5 rules beyond the contract; answers the entry to store and the duplicate confirmation. */
  check(body: z.output<Body>, today: string): { confirm_duplicate?: boolean | undefined } & Entry;
  read(db: Trx, userId: number, id?: number): Promise<Item[]>;
  insert(trx: Trx, userId: number, entry: Entry): Promise<number>;
  update(trx: Trx, userId: number, id: number, entry: Entry): Promise<void>;
  remove(trx: Trx, userId: number, id: number): Promise<boolean>;
  /** Spec §5: a duplicate asks for confirmation before it is added anyway. */
  hasTwin(trx: Trx, userId: number, entry: Entry, except: number | null): Promise<boolean>;
}

/** List, create, update and delete for one kind of profile entry, each on the seeker's own rows. */
export function profileEntryRoutes<Body extends z.ZodType, Entry, Item>(
  kind: ProfileEntryKind<Body, Entry, Item>,
): ZodPlugin {
  return async (app) => {
    requireSeekerOnEveryRoute(app);
    const { db } = app.services;
    const one = async (trx: Trx, userId: number, id: number) => (await kind.read(trx, userId, id))[0];

    app.get(kind.path, async (request) => ok(await kind.read(db, seekerOf(request).userId)));

    app.post(`${kind.path}/create`, { schema: { body: kind.body } }, async (request) => {
      const { userId } = seekerOf(request);
      const { confirm_duplicate, ...entry } = kind.check(request.body as z.output<Body>, todayIso());
      const item = await db.transaction().execute(async (trx) => {
        await lockSeeker(trx, userId);
        if (!confirm_duplicate && (await kind.hasTwin(trx, userId, entry as Entry, null)))
          throw duplicateEntry();
        return one(trx, userId, await kind.insert(trx, userId, entry as Entry));
      });
      return ok(item);
    });

    app.patch(
      `${kind.path}/:id/update`,
      { schema: { params: ZProfileItemParams, body: kind.body } },
      async (request) => {
        const { userId } = seekerOf(request);
        const { id } = request.params;
        const { confirm_duplicate, ...entry } = kind.check(request.body as z.output<Body>, todayIso());
        const item = await db.transaction().execute(async (trx) => {
          await lockSeeker(trx, userId);
          if (!(await one(trx, userId, id))) throw ApiError.notFound();
          if (!confirm_duplicate && (await kind.hasTwin(trx, userId, entry as Entry, id)))
            throw duplicateEntry();
          await kind.update(trx, userId, id, entry as Entry);
          return one(trx, userId, id);
        });
        return ok(item);
      },
    );

    app.delete(`${kind.path}/:id/delete`, { schema: { params: ZProfileItemParams } }, async (request) => {
      const { userId } = seekerOf(request);
      const { id } = request.params;
      const removed = await db.transaction().execute((trx) => kind.remove(trx, userId, id));
      if (!removed) throw ApiError.notFound();
      return ok({ id });
    });
  };
}
