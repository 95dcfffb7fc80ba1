import type { TTrackedEventName } from '@talkhire/contracts';
import type { Landing } from './landing';
import type { JobListContext } from './list-context';
import type { LoadedTracking } from './start-tracker';
import type { EventProps } from './tracker';

/**
 * What features call to track: tiny, so it sits in the public pages' first scripts while the
 * tracker itself (batching, beacons, the queue) loads after hydration. Calls made before then
 * wait here with their moment and page, and go to the tracker once it is there.
 */
let loaded: LoadedTracking | null = null;
let waiting: ((tracking: LoadedTracking) => void)[] = [];
let page = 'other';
const maxWaiting = 200;

function run(call: (tracking: LoadedTracking) => void) {
  if (loaded) call(loaded);
  else if (waiting.length < maxWaiting) waiting.push(call);
}

/** A spec §7 event on the current page. Props are ids, positions and list names only. */
export function track(name: TTrackedEventName, props?: EventProps): void {
  const at = Date.now();
  const on = page;
  run((t) => t.tracker.event(name, on, props, at));
}

export function trackExposure(context: JobListContext, jobId: number, position: number): void {
  const at = Date.now();
  run((t) => t.tracker.exposure(context, jobId, position, at));
}

export function trackClick(context: JobListContext, jobId: number, position: number): void {
  const at = Date.now();
  run((t) => t.tracker.click(context, jobId, position, at));
}

/** Get started's continue: the get_started_click event and the spec §7 get-started record. */
export function trackGetStarted(): void {
  track('get_started_click');
  run((t) => t.gotStarted());
}

/** A new account: the sign_up event, and the landing kept since the visit began, with the user id. */
export function trackSignUp(userId: number): void {
  track('sign_up');
  run((t) => t.signedUp(userId));
}

/** The first page of the visit: where it came from (spec §7 traceability). */
export function trackLanding(landing: Landing): void {
  run((t) => t.landed(landing));
}

/** The route name events are reported on (set on each navigation). */
export function setTrackedPage(name: string): void {
  page = name;
}

/** The tracking has loaded: what waited goes to it. */
export function attachTracking(tracking: LoadedTracking): void {
  loaded = tracking;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call(tracking);
}
