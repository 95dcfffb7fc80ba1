import { checkedBy, type LocalKey, localKey } from '../ui/local-store';

/** Which log route a queued report goes to. */
export type ReportKind = 'events' | 'expose' | 'click';

/** What became of a re-sent report. */
export type ResendOutcome = 'sent' | 'dropped' | 'retry';

/** A report the browser would not take as a beacon, kept until it can be sent. */
export interface QueuedReport {
  kind: ReportKind;
  /** The report's JSON body, as it will be sent. */
  body: string;
}

/**
 * At most this many reports wait: an events report holds up to 100 events, so the queue stays
 * well under the few megabytes local storage gives a site, and a browser offline for days does not
 * fill it. Past the cap the oldest go first: the latest say most about the visit in progress.
 */
export const queueCap = 50;

const kinds: readonly ReportKind[] = ['events', 'expose', 'click'];
const isQueue = (value: unknown): value is QueuedReport[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      kinds.includes((item as QueuedReport).kind) &&
      typeof (item as QueuedReport).body === 'string',
  );

const storedQueue = localKey('tracking_queue', checkedBy(isQueue));

/**
 * Spec §7: reports that cannot go as a beacon wait in local storage and are sent later. The key
 * and storage may be named (tests give an in-memory storage).
 */
export function beaconQueue(storage?: Storage, key: LocalKey<QueuedReport[]> = storedQueue, cap = queueCap) {
  const read = () => key.read(storage) ?? [];
  const write = (reports: QueuedReport[]) =>
    reports.length === 0 ? key.remove(storage) : key.write(reports, storage);
  return {
    size: () => read().length,
    /** Adds a report; when the queue is full the oldest are dropped. */
    add(report: QueuedReport): void {
      write([...read(), report].slice(-cap));
    },
    /**
     * Sends the waiting reports oldest first, until one fails again: that one and the rest stay
     * queued, in order, for the next try. A report the relay refuses for good (a 4xx other than
     * 429: nothing in it is valid) is dropped, or it would block the queue forever.
     */
    async resend(send: (report: QueuedReport) => Promise<ResendOutcome>): Promise<number> {
      let done = 0;
      for (const report of read()) {
        if ((await send(report)) === 'retry') break;
        done += 1;
      }
      // Reports added while these were on their way stay behind the ones not done.
      if (done > 0) write(read().slice(done));
      return done;
    },
  };
}

export type BeaconQueue = ReturnType<typeof beaconQueue>;
