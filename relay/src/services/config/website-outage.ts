import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';

export const websiteOutageChannel = 'config.website-outage';

export interface OutageState {
  isUnderMaintenance: boolean;
  endsAt: Date | null;
}

/**
 * Every page asks whether the site is under maintenance, so the answer is kept in memory and
 * refreshed when any relay changes it (through the bus), not on every request.
 */
export async function createWebsiteOutage({ db, bus }: { db: Db; bus: Bus }) {
  let state = await read();
  const refresh = () => {
    read().then(
      (s) => {
        state = s;
      },
      () => {},
    );
  };
  const unsubscribe = await bus.subscribe(websiteOutageChannel, refresh);
  // A change published while this relay's subscription was lost never came: the table tells it.
  const stopMissed = bus.onMissed(refresh);

  async function read(): Promise<OutageState> {
    const row = await db
      .selectFrom('website_outages')
      .select(['is_active', 'ends_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { isUnderMaintenance: row?.is_active ?? false, endsAt: row?.ends_at ?? null };
  }

  return {
    current(): OutageState {
      // An outage with an end time in the past is over, whether or not anyone switched it off.
      if (state.isUnderMaintenance && state.endsAt && state.endsAt.getTime() < Date.now()) {
        return { isUnderMaintenance: false, endsAt: null };
      }
      return state;
    },
    async set(next: OutageState) {
      await db
        .insertInto('website_outages')
        .values({ is_active: next.isUnderMaintenance, ends_at: next.endsAt })
        .execute();
      state = next;
      await bus.publish(websiteOutageChannel, { changed: true });
    },
    async close() {
      unsubscribe();
      stopMissed();
    },
  };
}

export type WebsiteOutage = Awaited<ReturnType<typeof createWebsiteOutage>>;
