import { z } from 'zod';

/**
 * Issue 17 point 2, spec §4 'Resume analysis': not started, generating, result with a score and
 * issues, issues markable as resolved, then re-analyse. The checks are the relay's
 * (services/ai-resume/resume-checks.ts); the web words each issue from its code and details.
 */
export const resumeAnalysisStatuses = ['not_started', 'generating', 'ready', 'failed'] as const;
export type TResumeAnalysisStatus = (typeof resumeAnalysisStatuses)[number];

export const resumeIssueSeverities = ['high', 'medium', 'low'] as const;

/** Where an issue is in the profile: the profile page's section (ProfileSection ids `profile-<section>`). */
export const resumeIssueSections = [
  'basic',
  'summary',
  'work',
  'education',
  'skills',
  'preferences',
  'resumes',
] as const;
export type TResumeIssueSection = (typeof resumeIssueSections)[number];

/** Every finding the checks make; the web has a title and a what-to-fix text for each. */
export const resumeIssueCodes = [
  'missing_contact',
  'missing_location',
  'missing_summary',
  'summary_too_short',
  'summary_without_numbers',
  'missing_experience',
  'experience_without_description',
  'experience_without_results',
  'experience_gap',
  'missing_education',
  'missing_skills',
  'few_skills',
  'missing_preference',
  'skills_not_matching_preference',
  'no_resume',
  'resume_unreadable',
  'resume_too_short',
  'resume_too_long',
  'resume_without_contact',
] as const;
export type TResumeIssueCode = (typeof resumeIssueCodes)[number];

export const ZResumeIssue = z.object({
  id: z.number().int(),
  code: z.enum(resumeIssueCodes),
  severity: z.enum(resumeIssueSeverities),
  section: z.enum(resumeIssueSections),
  /** The profile item it is about (a work experience's or resume's id), when it is about one. */
  item_id: z.number().int().nullable(),
  /** Values the issue's text names: a job title, months of a gap, a word count. */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  resolved: z.boolean(),
});
export type TResumeIssue = z.infer<typeof ZResumeIssue>;

export const ZResumeAnalysisCredits = z.object({
  per_day: z.number().int(),
  left: z.number().int().min(0),
  /** When the credits are back: the next 00:01 GMT+8 (ISO time). */
  renews_at: z.string(),
});

export const ZResumeAnalysis = z.object({
  status: z.enum(resumeAnalysisStatuses),
  /** The latest analysis; null before the first. */
  analysis: z
    .object({
      id: z.number().int(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      /** 0–100 once ready. */
      score: z.number().int().min(0).max(100).nullable(),
      /** The model's short personal advice; null when the model was unavailable (the checks stand alone). */
      advice: z.string().nullable(),
      issues: z.array(ZResumeIssue),
    })
    .nullable(),
  credits: ZResumeAnalysisCredits,
});
export type TResumeAnalysis = z.infer<typeof ZResumeAnalysis>;

export const ZResumeIssueParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export const ZResumeIssueBody = z.object({ resolved: z.boolean() }).strict();
