import { isEditionKey, languageCodes } from '@talkhire/config';
import { z } from 'zod';
import { ZApplicationEvent, ZApplicationEventKind } from './applications';
import { ZFullProfile } from './profile-overview';
import { ZRecruiterSession } from './recruiter-session';

/**
 * The employer (Boss) console's API, `/api/recruiters/...`, for a signed-in recruiter. The spec
 * shows no recruiter behaviour, so these paths and shapes are ours.
 */
const ZId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

/** Spec §2: {employer host}/keep-login?country&lang&sessionid&redirect={path}. */
export const ZKeepLoginQuery = z.object({
  country: z.string().refine(isEditionKey).optional().catch(undefined),
  lang: z.enum(languageCodes).optional().catch(undefined),
  sessionid: z.string().min(1).max(200),
  /** A path on the employer site; anything else (another origin, '//host') is ignored. */
  redirect: z
    .string()
    .max(2000)
    .optional()
    .transform((path) => (path && /^\/(?![/\\])/.test(path) ? path : '/')),
});

/** GET /recruiters/me: the signed-in Boss and the company they recruit for. */
export const ZBossMe = ZRecruiterSession.extend({
  company_name: z.string(),
  /** The company edition's zone: interview times are typed and shown in it. */
  time_zone: z.string(),
  phone_num: z.string().nullable(),
});

/**
 * GET /recruiters/seeker-site: where the console's link back to the seeker site points. The relay
 * knows its own address (PUBLIC_URL, PORT); a value built into the page could not follow it.
 */
export const ZBossSeekerSite = z.object({ seeker_site: z.url() });

export const ZBossCandidateName = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** The candidate's uploaded avatar (avatars.ts `avatarUrl`), or null: initials are shown. */
  avatar: z.string().nullable(),
  /** The candidate verified a national identity: the verified badge; verified candidates rank first. */
  identity_verified: z.boolean(),
});

export const ZBossJobRef = z.object({ id: z.number(), title: z.string() });

/**
 * One row of the console's list: a chat with a candidate, or an application to one of the
 * recruiter's jobs that has no chat yet (chat_id null), so the Boss can start one.
 */
export const ZBossConversation = z.object({
  chat_id: z.number().nullable(),
  application_id: z.number().nullable(),
  candidate: ZBossCandidateName,
  job: ZBossJobRef.nullable(),
  /** The application's latest event kind, when the candidate applied to the chat's job. */
  status: ZApplicationEventKind.nullable(),
  /** Messages of the candidate the recruiter has not read. */
  unread_count: z.number(),
  /** The last message, or the application when there is no message yet. */
  updated_at: z.string(),
});

export const ZBossConversationsQuery = z
  .object({
    page: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
    size: z.coerce.number<string | number>().int().min(1).max(100).default(30),
  })
  .strict();

export const ZBossConversationsPage = z.object({
  conversations: z.array(ZBossConversation),
  page: z.number(),
  size: z.number(),
  total_num: z.number(),
});

export const ZBossCandidateParams = z.object({ jobseekerId: ZId }).strict();
export const ZBossCandidateQuery = z.object({ job_id: ZId.optional() }).strict();

export const ZBossCandidate = z.object({
  candidate: ZBossCandidateName,
  /** The current or latest job, as 'title at company'. */
  headline: z.object({ job_title: z.string(), company_name: z.string(), is_current: z.boolean() }).nullable(),
  work_experiences: z.array(
    z.object({
      job_title: z.string(),
      company_name: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      is_currently_working: z.boolean(),
    }),
  ),
  resumes: z.array(
    z.object({ id: z.number(), filename: z.string(), size: z.number(), uploaded_at: z.string() }),
  ),
  /**
   * Every part of the profile, the read model the seeker's own page shows (less the home address,
   * and less the work experiences hidden from this company).
   */
  profile: ZFullProfile,
  /** The candidate's applications to this recruiter's jobs, newest first. */
  applications: z.array(
    z.object({
      id: z.number(),
      job: ZBossJobRef,
      status: ZApplicationEventKind,
      applied_at: z.string(),
      /** The note the candidate sent with the application. */
      first_message: z.string().nullable(),
    }),
  ),
});

export const ZBossResumeParams = z.object({ jobseekerId: ZId, resumeId: ZId }).strict();
export const ZBossApplicationParams = z.object({ applicationId: ZId }).strict();

/** Our limit: a reason is a short sentence the candidate reads in their application history. */
export const notSuitableReasonMax = 200;
export const ZNotSuitableBody = z
  .object({ reason: z.string().trim().min(1).max(notSuitableReasonMax) })
  .strict();

/** The application a Boss marks is the candidate's one to this job. */
export const ZBossCandidateJobBody = z.object({ job_id: ZId }).strict();
export const ZBossNotSuitableBody = ZNotSuitableBody.extend(ZBossCandidateJobBody.shape);

/** POST /recruiters/candidates/{id}/viewed: the status now, and whether this call moved it. */
export const ZBossMarkedViewed = z.object({
  application_id: z.number(),
  status: ZApplicationEventKind,
  recorded: z.boolean(),
});
/** POST /recruiters/candidates/{id}/not-suitable: the step added to the application's history. */
export const ZBossMarkedNotSuitable = z.object({
  application_id: z.number(),
  status: ZApplicationEventKind,
  event: ZApplicationEvent,
});

export const ZBossOpenChatBody = z.object({ application_id: ZId }).strict();
export const ZBossOpenedChat = z.object({ chat_id: z.number() });

export type TBossConversation = z.infer<typeof ZBossConversation>;
export type TBossConversationsPage = z.infer<typeof ZBossConversationsPage>;
export type TBossCandidate = z.infer<typeof ZBossCandidate>;
export type TKeepLoginQuery = z.infer<typeof ZKeepLoginQuery>;
export type TNotSuitableBody = z.infer<typeof ZNotSuitableBody>;
export type TBossMe = z.infer<typeof ZBossMe>;
