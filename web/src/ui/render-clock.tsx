import { createContext, useContext } from 'react';
import { knownTimeZone } from './formats';

/**
 * The moment and the time zone a server-rendered page was rendered in. The browser renders with
 * them while it hydrates, so "3 minutes ago" and "Nov 26, 8:31 PM" read the same in the server's
 * HTML and in the first browser render; once hydrated, the page uses the browser's clock and zone.
 * Null: the browser's own.
 */
export interface RenderMoment {
  now: number;
  timeZone: string;
}

export const RenderMomentContext = createContext<RenderMoment | null>(null);

export function useRenderNow(): Date {
  const moment = useContext(RenderMomentContext);
  return moment === null ? new Date() : new Date(moment.now);
}

/** The zone a request's pages are rendered in: the browser's, once it has said (the `tz` cookie). */
export function renderTimeZone(fromCookie: string | undefined): string {
  return (fromCookie && knownTimeZone(fromCookie)) || 'UTC';
}

export const timeZoneCookie = 'tz';
