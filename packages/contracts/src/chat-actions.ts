import { z } from 'zod';
import { ZCalendarDate } from './calendar-date';

/**
 * What the Boss and the seeker do in a chat besides talking (spec §2, §3 Interview, §4): interview
 * invitations, offers, mobile-number exchanges and resume requests. Their lifecycles are machines in
 * @talkhire/machines; these are the shapes the API and the chat events carry. Paths are ours except
 * `GET /interview/red_dot` (spec §7).
 */
const ZId = z.number().int().positive().max(2_147_483_647);
const ZIdParam = z.coerce.number<string | number>().int().positive().max(2_147_483_647);
const ZInstant = z.iso.datetime({ offset: true });

/** Spec §4's fifteen interview invitation statuses. */
export const interviewStatuses = [
  'pending',
  'accepted',
  'rejected',
  'declined',
  'cancelled',
  'expired',
  'completed',
  'passed',
  'not_suitable',
  'not_attended',
  'not_checked_in',
  'checked_in',
  'in_progress',
  'finished',
  'pending_results',
] as const;
export const ZInterviewStatus = z.enum(interviewStatuses);
export type TInterviewStatus = z.infer<typeof ZInterviewStatus>;

export const interviewResults = ['passed', 'not_suitable', 'not_attended'] as const;
export const ZChatParty = z.enum(['jobseeker', 'recruiter']);

/** Our limits where the spec gives none. */
export const chatActionLimits = {
  reasonMax: 500,
  instructionsMax: 1000,
  addressMax: 300,
  contactPersonMax: 100,
  noteMax: 2000,
  salaryMax: 100,
} as const;

const ZReason = z.string().trim().min(1, 'field.reason_required').max(chatActionLimits.reasonMax);

/** One interview invitation as both sides see it (times in UTC, shown in `time_zone`). */
export const ZInterview = z.object({
  id: ZId,
  chat_id: ZId,
  job: z.object({ id: ZId, title: z.string() }).nullable(),
  company_name: z.string(),
  recruiter_name: z.string(),
  seeker_name: z.string(),
  status: ZInterviewStatus,
  /** 1 to 3 proposed starts, earliest first. */
  slots: z.array(ZInstant).min(1).max(3),
  chosen_slot: z.number().int().min(0).max(2).nullable(),
  duration_minutes: z.number().int(),
  /** The edition's zone, in which both sides read the times. */
  time_zone: z.string(),
  address: z.string().nullable(),
  video_link: z.string().nullable(),
  contact_person: z.string(),
  contact_number: z.string(),
  instructions: z.string().nullable(),
  attendance: z.enum(['attended', 'absent']).nullable(),
  /** The seeker's reject reason or the cancel reason. */
  reason: z.string().nullable(),
  cancelled_by: ZChatParty.nullable(),
  result_requested_at: ZInstant.nullable(),
  created_at: ZInstant,
  updated_at: ZInstant,
});
export type TInterview = z.infer<typeof ZInterview>;

/** The Boss's invitation form: 1–3 slots, an address or a video link, who to ask for, instructions. */
export const ZInterviewInviteBody = z
  .object({
    chat_id: ZId,
    slots: z.array(ZInstant).min(1, 'field.interview_time_required').max(3),
    duration_minutes: z.number().int().min(15).max(480).default(60),
    address: z.string().trim().min(1).max(chatActionLimits.addressMax).nullable().default(null),
    video_link: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .default(null),
    contact_person: z.string().trim().min(1).max(chatActionLimits.contactPersonMax),
    contact_number: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,24}$/, 'field.phone_invalid'),
    instructions: z.string().trim().max(chatActionLimits.instructionsMax).nullable().default(null),
  })
  .strict()
  .refine((body) => body.address !== null || body.video_link !== null, {
    path: ['address'],
    message: 'field.interview_place_required',
  });

export const ZInterviewParams = z.object({ id: ZIdParam }).strict();
export const ZInterviewAcceptBody = z.object({ slot: z.number().int().min(0).max(2) }).strict();
export const ZReasonBody = z.object({ reason: ZReason }).strict();
export const ZInterviewAttendanceBody = z.object({ attended: z.boolean() }).strict();
export const ZInterviewResultBody = z.object({ result: z.enum(interviewResults) }).strict();
export const ZInterviewReportBody = z
  .object({ reason_id: z.number().int().positive(), description: z.string().trim().max(500).optional() })
  .strict();

/** My Jobs' Interview tab (and the console's list): newest or soonest first, by status. */
export const ZInterviewListQuery = z
  .object({
    status: z
      .string()
      .max(400)
      .optional()
      .transform((text, ctx) => {
        const values = text ? text.split(',').filter(Boolean) : [];
        for (const value of values) {
          if (!(interviewStatuses as readonly string[]).includes(value)) {
            ctx.addIssue({ code: 'custom', message: 'field.invalid' });
            return z.NEVER;
          }
        }
        return values as TInterviewStatus[];
      }),
    /** 1 soonest interview first, 2 newest invitation first. */
    sort: z.coerce.number<string | number>().int().min(1).max(2).default(2),
    page: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<string | number>().int().min(1).max(100).default(30),
  })
  .strict();
export const ZInterviewList = z.object({
  interviews: z.array(ZInterview),
  page: z.number(),
  size: z.number(),
  total_num: z.number(),
});

/** Spec §7 GET /interview/red_dot: invitations and changes the seeker has not looked at. */
export const ZInterviewRedDot = z.object({ red_dot: z.boolean(), count: z.number() });

/** Spec §9's no-show ban, while it runs. */
export const ZInterviewBan = z.object({ banned_until: ZInstant.nullable() });

export const offerStatuses = ['sent', 'accepted', 'rejected'] as const;
export const ZOfferStatus = z.enum(offerStatuses);

export const ZOffer = z.object({
  id: ZId,
  chat_id: ZId,
  job: z.object({ id: ZId, title: z.string() }).nullable(),
  company_name: z.string(),
  status: ZOfferStatus,
  salary: z.string(),
  start_date: z.string(),
  note: z.string().nullable(),
  /** The attached offer letter, a chat file both members may open. */
  letter: z.object({ file_id: z.uuid(), name: z.string(), size: z.number() }).nullable(),
  reason: z.string().nullable(),
  created_at: ZInstant,
  updated_at: ZInstant,
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferList = z.object({ offers: z.array(ZOffer) });

export const ZOfferBody = z
  .object({
    chat_id: ZId,
    salary: z.string().trim().min(1).max(chatActionLimits.salaryMax),
    start_date: ZCalendarDate,
    note: z.string().trim().max(chatActionLimits.noteMax).nullable().default(null),
    letter_file_id: z.uuid().nullable().default(null),
  })
  .strict();
export const ZOfferParams = ZInterviewParams;

export const chatExchangeKinds = ['mobile', 'resume'] as const;
export const chatExchangeStatuses = ['requested', 'finished', 'declined'] as const;

/** A mobile-number exchange or a resume request; once finished, the numbers or the resume show. */
export const ZChatExchange = z.object({
  id: ZId,
  chat_id: ZId,
  kind: z.enum(chatExchangeKinds),
  status: z.enum(chatExchangeStatuses),
  requested_by: ZChatParty,
  /** Both numbers once a mobile exchange is finished, else null. */
  numbers: z.object({ jobseeker: z.string(), recruiter: z.string() }).nullable(),
  /** The resume sent in answer to a resume request. */
  resume: z.object({ id: ZId, filename: z.string(), size: z.number() }).nullable(),
  created_at: ZInstant,
  updated_at: ZInstant,
});
export type TChatExchange = z.infer<typeof ZChatExchange>;

export const ZChatParams = z.object({ chatId: ZIdParam }).strict();
export const ZChatExchangeRequestBody = z.object({ kind: z.enum(chatExchangeKinds) }).strict();
export const ZChatExchangeParams = ZInterviewParams;
export const ZChatExchangeAnswerBody = z.object({ accept: z.boolean(), resume_id: ZId.optional() }).strict();
export const ZSendResumeBody = z.object({ resume_id: ZId }).strict();
/** What the chat's action bar may offer now (spec §4: after both sides have replied). */
export const ZChatActionsState = z.object({
  both_replied: z.boolean(),
  numbers_shared: z.boolean(),
  exchanges: z.array(ZChatExchange),
});
