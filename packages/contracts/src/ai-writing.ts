import { z } from 'zod';
import { profilePartLimits } from './profile-parts';

/**
 * Issue 17 (spec §7 '/aicv/ai_writing/career_summary', §9 'AI credits replenish daily at 00:01
 * (GMT+8); 5 generated avatars per day'): career summary writing, streamed into the summary
 * editor, and AI avatars made from the seeker's photo.
 *
 * `rewrite_type` says what to write: `new` a summary from the profile and the chosen job
 * preference; `shorter`, `more_professional` and `rewrite` work on `current_text` (the editor's
 * text), still grounded in the profile. A day's writings are counted per seeker: 5 new ones
 * (41316), 20 rewrites (41317), and at most 30 in any 24 hours across the day boundary (41275).
 */
export const rewriteTypes = ['new', 'shorter', 'more_professional', 'rewrite'] as const;
export type TRewriteType = (typeof rewriteTypes)[number];

export const aiWritingLimits = {
  newPerDay: 5,
  rewritesPerDay: 20,
  per24Hours: 30,
  avatarsPerDay: 5,
} as const;

export const ZCareerSummaryBody = z
  .object({
    job_preference_id: z.number().int().positive().max(2_147_483_647),
    rewrite_type: z.enum(rewriteTypes).default('new'),
    /** true: the text arrives as the model writes it; false: once, whole (same event stream). */
    stream: z.boolean().default(true),
    /** The editor's text: what `shorter`, `more_professional` and `rewrite` work on. */
    current_text: z.string().max(profilePartLimits.summaryMax).optional(),
  })
  .strict()
  .refine((body) => body.rewrite_type === 'new' || Boolean(body.current_text?.trim()), {
    path: ['current_text'],
    message: 'field.required',
  });
export type TCareerSummaryBody = z.input<typeof ZCareerSummaryBody>;

/**
 * The event stream of a writing (text/event-stream): `delta` events carry the next piece of text
 * (`{ "text": … }`), in order; `done` ends it with the day's remaining writings of that kind;
 * `error` (`{ code, message }`) ends a writing the model broke off (41280).
 */
export const careerSummaryEvents = { delta: 'delta', done: 'done', error: 'error' } as const;
export const ZCareerSummaryDelta = z.object({ text: z.string() });
export const ZCareerSummaryDone = z.object({ remaining: z.number().int().min(0) });
export const ZCareerSummaryError = z.object({ code: z.number().int(), message: z.string() });

/** What is left today (the day turns at 00:01 GMT+8, `resets_at`). */
export const ZAiWritingQuota = z.object({
  new_remaining: z.number().int().min(0),
  rewrites_remaining: z.number().int().min(0),
  resets_at: z.string(),
});
export type TAiWritingQuota = z.output<typeof ZAiWritingQuota>;

const candidateName = /^[0-9a-f]{32}\.png$/;

export const ZAiAvatarCandidate = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  /** Served to its owner only, until chosen. */
  url: z.string(),
  chosen: z.boolean(),
  created_at: z.string(),
});
export type TAiAvatarCandidate = z.output<typeof ZAiAvatarCandidate>;

/** Today's generated avatars, newest first, and how many more may be generated today. */
export const ZAiAvatarCandidates = z.object({
  candidates: z.array(ZAiAvatarCandidate),
  remaining: z.number().int().min(0),
  limit: z.number().int(),
});
export type TAiAvatarCandidates = z.output<typeof ZAiAvatarCandidates>;

export const ZAiAvatarParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }).strict();
export const ZAiAvatarFileParams = z.object({ name: z.string().regex(candidateName) }).strict();

/** The address a candidate is served at. */
export function aiAvatarUrl(id: string): string {
  return `/api/jobseekers/ai-avatars/${id}.png`;
}
