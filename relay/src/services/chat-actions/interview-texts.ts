import type { LanguageCode } from '@talkhire/config';
import type { TInterview } from '@talkhire/contracts';

/** The proposed times (or the chosen one) as the reader says them, in the edition's zone. */
export function interviewWhen(interview: TInterview, language: LanguageCode): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: interview.time_zone,
    timeZoneName: 'short',
  });
  const chosen = interview.chosen_slot === null ? null : interview.slots[interview.chosen_slot];
  const slots = chosen ? [chosen] : interview.slots;
  return slots.map((slot) => format.format(new Date(slot))).join('\n');
}
