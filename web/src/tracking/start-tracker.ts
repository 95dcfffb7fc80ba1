import { type ApiClient, ApiFailure, createApiClient } from '@talkhire/client';
import type { EditionKey } from '@talkhire/config';
import { endpoints, type TClickReport, type TEventsReport, type TExposeReport } from '@talkhire/contracts';
import { readCookie } from '../session/cookies';
import { deviceUuid } from '../session/device-uuid';
import { readSessionUser } from '../session/session-context';
import { checkedBy, localKey } from '../ui/local-store';
import type { QueuedReport, ResendOutcome } from './beacon-queue';
import { trackingAllowed } from './consent';
import { isAttributed, type Landing } from './landing';
import { createTracker } from './tracker';

/** How often reports left in the queue are tried again while the page is open. */
const resendEveryMs = 30_000;

/** What the page tells the tracker, read on every use: the edition may be switched. */
export interface TrackingSettings {
  edition: EditionKey;
  countryId: number;
  languageId: number;
}

const isLanding = (value: unknown): value is Landing =>
  typeof value === 'object' && value !== null && typeof (value as Landing).landing_path === 'string';
/** Spec §7 traceability: the landing is kept until sign-up, then sent again with the user id. */
const keptLanding = localKey('landing_trace', checkedBy(isLanding));

/**
 * The tracking of the browser (its own chunk, loaded after hydration): the tracker with beacons and
 * its queue, and the calls of spec §7 beside it (traceability, get-started record). A hidden or
 * left page sends what waits in memory; queued reports are sent again now (the next page load),
 * when the browser is back online, and every 30 s. Failures are swallowed: tracking never shows
 * an error.
 */
export function startTracking(settings: () => TrackingSettings) {
  // A client of its own, with no hooks: a tracking failure never shows a toast or an error bar.
  const api = createApiClient({ locale: () => settings() });
  const allowed = () => trackingAllowed(settings().edition);
  // The device id never changes once made: read once, not from storage and cookies at every event.
  const uuid = deviceUuid();
  const tracker = createTracker({
    beacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    resend: (report) => resend(api, report),
    now: Date.now,
    user() {
      const user = readSessionUser();
      if (user) return { id: user.id };
      return readCookie('session_role') ? { id: null } : null;
    },
    deviceUuid: () => uuid,
    device: () => (matchMedia('(max-width: 767px)').matches ? 'mobile_web' : 'web'),
    countryId: () => settings().countryId,
    allowed,
  });
  const resendQueued = () => void tracker.resendQueued();
  addEventListener('online', resendQueued);
  addEventListener('pagehide', tracker.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush();
  });
  setInterval(() => {
    if (navigator.onLine !== false && tracker.queued() > 0) resendQueued();
  }, resendEveryMs);
  resendQueued();

  const swallow = (call: Promise<unknown>) => void call.catch(() => undefined);
  return {
    tracker,
    /**
     * The first page of a visit: sent once per browser until sign-up, and again for each new
     * campaign or referring site; a visit with nothing new is no new landing.
     */
    landed(landing: Landing) {
      if (!allowed() || (keptLanding.read() && !isAttributed(landing))) return;
      keptLanding.write(landing);
      swallow(api.call(endpoints.tracking.traceability, { body: { ...landing, device_uuid: uuid } }));
    },
    /** A new account: the kept landing goes again with its user id, then is forgotten. */
    signedUp(userId: number) {
      const landing = keptLanding.read();
      keptLanding.remove();
      if (!allowed() || !landing) return;
      swallow(
        api.call(endpoints.tracking.traceability, {
          body: { ...landing, device_uuid: uuid, user_id: userId },
        }),
      );
    },
    /**
     * Spec §7 get-started record, on the get-started page's continue. Only the device: the email
     * or phone number typed there is form input, which tracking never sends.
     */
    gotStarted() {
      if (!allowed()) return;
      swallow(api.call(endpoints.tracking.getStartedRecord, { body: { device_id: uuid } }));
    },
  };
}

export type LoadedTracking = ReturnType<typeof startTracking>;

/**
 * A queued report goes again as an ordinary request, whose answer tells whether it arrived:
 * events through POST /app/upload_web_events (the same events, the edition in the header),
 * exposures and clicks through their own routes.
 */
async function resend(api: ApiClient, report: QueuedReport): Promise<ResendOutcome> {
  try {
    const body: unknown = JSON.parse(report.body);
    if (report.kind === 'events')
      await api.call(endpoints.tracking.uploadWebEvents, {
        body: { events: (body as TEventsReport).events },
      });
    else if (report.kind === 'expose')
      await api.call(endpoints.tracking.reportExpose, { body: body as TExposeReport });
    else await api.call(endpoints.tracking.reportClick, { body: body as TClickReport });
    return 'sent';
  } catch (error) {
    // Offline, over the rate or a server failure: later. Refused as invalid, or unreadable: never.
    if (!(error instanceof ApiFailure)) return 'dropped';
    return error.status === 0 || error.status === 429 || error.status >= 500 ? 'retry' : 'dropped';
  }
}
