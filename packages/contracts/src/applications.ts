import { sources } from '@talkhire/config';
import { z } from 'zod';
import { ZPassword, ZRegisterForm } from './accounts';
import { fieldMessage } from './field-message';
import { ZJobIdParams } from './job-detail';
import { ZJobCard } from './job-search';

/**
 * What can happen to an application, in the words of the seeker's history. 'applied' and
 * 'withdrawn' come from the seeker; the rest from the employer (Boss) console.
 */
export const applicationEventKinds = [
  'applied',
  'viewed',
  'resume_downloaded',
  'interview',
  'not_suitable',
  'offer',
  'withdrawn',
] as const;
export const ZApplicationEventKind = z.enum(applicationEventKinds);
export type TApplicationEventKind = z.infer<typeof ZApplicationEventKind>;

/** Our limit on the note sent with an application (the spec gives none). */
export const firstMessageMax = 1000;

const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A screening question of the job and the seeker's answer to it. */
export const ZScreeningAnswer = z
  .object({
    question: z.string().trim().min(1).max(500),
    answer: z.string().trim().max(2000),
  })
  .strict();
export type TScreeningAnswer = z.infer<typeof ZScreeningAnswer>;

/** Spec §3 application payload. */
export const ZApplicationBody = z
  .object({
    source: z.enum(sources).default('web'),
    first_message: z.preprocess(blankAsMissing, z.string().trim().max(firstMessageMax).optional()),
    /** One of the seeker's attached resumes; without it, the newest one goes. */
    resume_id: z.number().int().positive().max(2_147_483_647).optional(),
    screening_answers: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.array(ZScreeningAnswer).max(20).default([]),
    ),
  })
  .strict();
export type TApplicationBody = z.infer<typeof ZApplicationBody>;

/**
 * The quick apply dialog (spec §4): sign up with a password, choose a resume, accept the terms,
 * and the optional first message of the application.
 */
export const ZQuickApplyForm = ZRegisterForm.extend({
  password: ZPassword,
  first_message: z.string().trim().max(firstMessageMax),
  /** The chosen file (its name and size; the file itself rides along). */
  resume: z.looseObject(
    { name: z.string(), size: z.number() },
    { message: fieldMessage('field.resume_required') },
  ),
  terms: z.literal(true, { message: fieldMessage('field.terms_required') }),
});

export const ZApplicationJobParams = ZJobIdParams;

const ZKeyedOption = z.object({ id: z.number(), key: z.string(), value: z.string() });

/** Spec §3: the answer carries the job's categories and the company's industry (for conversion tracking). */
export const ZApplication = z.object({
  id: z.number(),
  job_id: z.number(),
  source: z.enum(sources),
  first_message: z.string().nullable(),
  screening_answers: z.array(ZScreeningAnswer),
  status: ZApplicationEventKind,
  applied_at: z.string(),
  updated_at: z.string(),
  job_categories: z.array(ZKeyedOption),
  company_industry: ZKeyedOption,
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationEvent = z.object({
  id: z.number(),
  kind: ZApplicationEventKind,
  /** The employer's reason, for 'not_suitable'. */
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

const ZJobStatus = z.enum(['active', 'on_hold', 'closed', 'deleted']);

/** One row of the applied list: the job card and where the application stands now. */
export const ZAppliedJob = z.object({
  id: z.number(),
  job_id: z.number(),
  status: ZApplicationEventKind,
  applied_at: z.string(),
  updated_at: z.string(),
  job_status: ZJobStatus,
  job: ZJobCard,
});
export type TAppliedJob = z.infer<typeof ZAppliedJob>;

/** Sort 1: newest application first; 2: latest change of status first. */
export const ZAppliedJobsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(30),
    sort: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1),
  })
  .strict();

export const ZAppliedJobsPage = z.object({
  applications: z.array(ZAppliedJob),
  total_num: z.number(),
  page: z.number(),
  size: z.number(),
  total_pages: z.number(),
});
export type TAppliedJobsPage = z.infer<typeof ZAppliedJobsPage>;

/** One application with everything that happened to it, oldest first. */
export const ZAppliedJobDetail = ZAppliedJob.extend({
  source: z.enum(sources),
  first_message: z.string().nullable(),
  /** The attached resume sent with it (none when the seeker had none). */
  resume: z.object({ id: z.number(), filename: z.string() }).nullable(),
  screening_answers: z.array(ZScreeningAnswer),
  events: z.array(ZApplicationEvent),
});
export type TAppliedJobDetail = z.infer<typeof ZAppliedJobDetail>;

export const ZExternalJobClickBody = z
  .object({ source: z.enum(sources).default('web') })
  .strict()
  .default({ source: 'web' });

export const ZExternalJobClick = z.object({ job_id: z.number(), external_apply_url: z.string() });
export type TExternalJobClick = z.infer<typeof ZExternalJobClick>;
