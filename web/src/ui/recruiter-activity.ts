/** Spec §2 recruiter activity states, from the recruiter's last activity. */
export type RecruiterActivity = 'online' | 'active_just_now' | 'today' | 'this_week' | 'this_month';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Null when the recruiter has been away for more than a month: no state is shown then. */
export function recruiterActivity(lastActiveAt: string, now: Date = new Date()): RecruiterActivity | null {
  const last = new Date(lastActiveAt);
  const ago = now.getTime() - last.getTime();
  if (Number.isNaN(ago)) return null;
  if (ago < 5 * minute) return 'online';
  if (ago < hour) return 'active_just_now';
  if (last.toDateString() === now.toDateString()) return 'today';
  if (ago < 7 * day) return 'this_week';
  if (ago < 30 * day) return 'this_month';
  return null;
}
