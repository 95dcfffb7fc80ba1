/**
 * The AI day of spec §9: AI credits replenish daily at 00:01 GMT+8, so a day runs from 00:01 to
 * 00:00:59.999 the next day in Singapore time (UTC+8, no daylight saving).
 */
const shiftMs = 8 * 3_600_000 - 60_000;

/** 'YYYY-MM-DD' of the AI day `now` falls in. */
export function aiDayOf(now: Date): string {
  return new Date(now.getTime() + shiftMs).toISOString().slice(0, 10);
}

/** When the AI day of `now` ends: the next 00:01 GMT+8, when credits are back. */
export function nextAiDay(now: Date): Date {
  const start = Date.parse(`${aiDayOf(now)}T00:00:00Z`) - shiftMs;
  return new Date(start + 86_400_000);
}
