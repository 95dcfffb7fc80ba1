import {
  endpoints,
  type TClickReport,
  type TEventsReport,
  type TExposeReport,
  type TTrackedEvent,
  type TTrackedEventName,
  trackingLimits,
} from '@talkhire/contracts';
import { beaconQueue, type QueuedReport, type ReportKind, type ResendOutcome } from './beacon-queue';
import { createDedupe, dedupeKey } from './dedupe';
import type { JobListContext } from './list-context';

/** An event's props: ids, positions and list names, never text a person typed. */
export type EventProps = Readonly<Record<string, string | number>>;

/** What the tracker reads of the browser and the page: injected, so tests drive it. */
export interface TrackerEnvironment {
  /** navigator.sendBeacon with a string body (sent as text/plain), or undefined where there is none. */
  beacon: ((url: string, body: string) => boolean) | undefined;
  /** Sends a queued report again, as an ordinary request whose answer says whether it arrived. */
  resend(report: QueuedReport): Promise<ResendOutcome>;
  /** Where waiting reports are kept; the browser's local storage when left out. */
  storage?: Storage;
  now(): number;
  /**
   * Spec §7: tracking calls go out only when a user is known: a signed-in seeker (`id`) or a
   * visitor with a guest session (`id` null). Null while neither exists.
   */
  user(): { id: number | null } | null;
  deviceUuid(): string;
  device(): 'web' | 'mobile_web';
  countryId(): number;
  /** Whether tracking is allowed: the visitor accepted it, or the edition only gives notice. */
  allowed(): boolean;
}

export interface TrackerTiming {
  /** A batch of events goes when it has this many… */
  batchSize: number;
  /** …or this long after its first event. */
  flushAfterMs: number;
}

const reportPaths: Record<ReportKind, string> = {
  events: endpoints.tracking.reportEvents.path,
  expose: endpoints.tracking.reportExpose.path,
  click: endpoints.tracking.reportClick.path,
};

/** Events and exposures held in memory while no user is known yet: a page's worth. */
const maxWaiting = 200;

/**
 * Issue 16's client: events batched and sent as beacons with the edition's country id; job-list
 * exposures grouped per list load; clicks at once. A beacon the browser will not take goes to the
 * bounded local-storage queue, sent again by `resendQueued` (on the next page load, when the
 * browser is back online and on a timer). The same event for the same user within a second is
 * sent once. Nothing is kept or sent while tracking is not allowed.
 */
export function createTracker(
  env: TrackerEnvironment,
  timing: TrackerTiming = { batchSize: 20, flushAfterMs: 2_000 },
) {
  const queue = beaconQueue(env.storage);
  const dedupe = createDedupe();
  let events: TTrackedEvent[] = [];
  let clicks: { context: JobListContext; jobId: number; position: number; at: number }[] = [];
  const exposures = new Map<string, { context: JobListContext; at: number; shown: Map<number, number> }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resending: Promise<number> | null = null;

  const who = (user: { id: number | null } | null) => String(user?.id ?? env.deviceUuid());

  function schedule() {
    timer ??= setTimeout(flush, timing.flushAfterMs);
  }

  function send(kind: ReportKind, body: TEventsReport | TExposeReport | TClickReport) {
    const text = JSON.stringify(body);
    let sent = false;
    try {
      sent = env.beacon?.(reportPaths[kind], text) ?? false;
    } catch {
      // A body over the browser's beacon quota throws in some browsers: queue it like a refusal.
    }
    if (!sent) queue.add({ kind, body: text });
  }

  function listData(context: JobListContext, at: number, jobseekerId: number | null) {
    return {
      query_id: context.queryId,
      timestamp: at,
      reco_from: context.recoFrom,
      page: context.page,
      sub_page: context.subPage,
      device: env.device(),
      device_uuid: env.deviceUuid(),
      jobseeker_id: jobseekerId,
      list: context.list,
    };
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (!env.allowed()) {
      events = [];
      clicks = [];
      exposures.clear();
      return;
    }
    const user = env.user();
    if (!user) {
      if (events.length + clicks.length + exposures.size > 0) schedule();
      return;
    }
    for (let i = 0; i < events.length; i += trackingLimits.eventsPerReport)
      send('events', {
        country_id: env.countryId(),
        events: events.slice(i, i + trackingLimits.eventsPerReport),
      });
    events = [];
    for (const { context, at, shown } of exposures.values()) {
      const ids = [...shown.keys()];
      for (let i = 0; i < ids.length; i += trackingLimits.jobIdsPerExposure) {
        const jobIds = ids.slice(i, i + trackingLimits.jobIdsPerExposure);
        send('expose', {
          data: {
            ...listData(context, at, user.id),
            job_ids: jobIds,
            positions: jobIds.map((id) => shown.get(id)!),
          },
          from: 1,
        });
      }
    }
    exposures.clear();
    for (const { context, jobId, position, at } of clicks)
      send('click', { data: { ...listData(context, at, user.id), job_id: jobId, position }, from: 1 });
    clicks = [];
  }

  return {
    /** One tracked event on `page` (a route name). */
    event(name: TTrackedEventName, page: string, props?: EventProps, at = env.now()) {
      if (!env.allowed()) return;
      const user = env.user();
      if (dedupe.seen(dedupeKey(`${name}@${page}`, who(user), props), at)) return;
      events.push({
        name,
        at,
        page,
        device_uuid: env.deviceUuid(),
        ...(user?.id ? { user_id: user.id } : {}),
        ...(props && Object.keys(props).length > 0 ? { props: { ...props } } : {}),
      });
      if (events.length > maxWaiting) events = events.slice(-maxWaiting);
      if (events.length >= timing.batchSize) flush();
      else schedule();
    },

    /** A job card of a list was seen (≥ 50% visible for ≥ 1 s): once per list load. */
    exposure(context: JobListContext, jobId: number, position: number, at = env.now()) {
      if (!env.allowed()) return;
      let load = exposures.get(context.queryId);
      if (!load) {
        if (exposures.size >= maxWaiting) return;
        load = { context, at, shown: new Map() };
        exposures.set(context.queryId, load);
      }
      if (!load.shown.has(jobId)) load.shown.set(jobId, position);
      schedule();
    },

    /** A job of a list was opened: sent at once, with what the list showed before it. */
    click(context: JobListContext, jobId: number, position: number, at = env.now()) {
      if (!env.allowed()) return;
      if (dedupe.seen(dedupeKey('list_click', who(env.user()), { q: context.queryId, jobId }), at)) return;
      if (clicks.length < maxWaiting) clicks.push({ context, jobId, position, at });
      flush();
    },

    /** Sends what is waiting in memory now (the page is being hidden or left). */
    flush,

    /** Sends the reports waiting in local storage again; one run at a time. */
    resendQueued(): Promise<number> {
      if (!env.allowed()) return Promise.resolve(0);
      resending ??= queue.resend(env.resend).finally(() => {
        resending = null;
      });
      return resending;
    },

    queued: () => queue.size(),
  };
}

export type Tracker = ReturnType<typeof createTracker>;
