/** Spec §7: the same event for the same user, repeated within this window, is sent once. */
export const dedupeWindowMs = 1_000;

/**
 * Remembers when each event was last let through, by its name, its user and the props that tell
 * one event from another (a click on job 7 is not a click on job 8). `seen` answers whether the
 * event is a repeat within the window; a repeat does not extend the window.
 */
export function createDedupe(windowMs = dedupeWindowMs) {
  const lastSent = new Map<string, number>();
  return {
    seen(key: string, now: number): boolean {
      const last = lastSent.get(key);
      if (last !== undefined && now - last < windowMs) return true;
      lastSent.set(key, now);
      // Old entries can no longer suppress anything: forget them so the map stays small.
      if (lastSent.size > 200) for (const [k, at] of lastSent) if (now - at >= windowMs) lastSent.delete(k);
      return false;
    },
  };
}

/** The dedupe key of an event: name, user and its props in a stable order. */
export function dedupeKey(
  name: string,
  user: string,
  props: Readonly<Record<string, string | number>> | undefined,
): string {
  const significant = props
    ? Object.keys(props)
        .sort()
        .map((k) => `${k}=${props[k]}`)
        .join('&')
    : '';
  return `${name}|${user}|${significant}`;
}
