import type { TInterview } from '@talkhire/contracts';
import { createEvent } from 'ics';

/**
 * The interview as an iCalendar event (RFC 5545) through `ics`: the chosen slot (or, before one is
 * chosen, the first proposed one), in UTC so every calendar shows it in its own zone.
 */
export function interviewCalendar(interview: TInterview, publicOrigin: string | null): string {
  const start = new Date(interview.slots[interview.chosen_slot ?? 0] ?? interview.slots[0] ?? 0);
  const title = interview.job ? `${interview.job.title} — ${interview.company_name}` : interview.company_name;
  const details = [
    interview.video_link,
    interview.contact_person && `${interview.contact_person} ${interview.contact_number}`,
    interview.instructions,
  ].filter(Boolean);
  const { error, value } = createEvent({
    uid: `interview-${interview.id}@talkhire`,
    title,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.duration_minutes },
    ...(interview.address ? { location: interview.address } : {}),
    ...(details.length > 0 ? { description: details.join('\n') } : {}),
    ...(publicOrigin ? { url: `${publicOrigin}/my-jobs/interview` } : {}),
    status: interview.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'talkhire/interviews',
  });
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}
