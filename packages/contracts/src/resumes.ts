import { limits } from '@talkhire/config';
import { z } from 'zod';
import { ZEmail } from './accounts';
import { fieldMessage } from './field-message';

/** Spec §5: attached resumes are PDF, DOC or DOCX. */
export const resumeFileTypes = ['pdf', 'doc', 'docx'] as const;
export type TResumeFileType = (typeof resumeFileTypes)[number];

/** Spec §3 attached resume: id, filename, upload time (plus what the file is). */
export const ZResume = z.object({
  id: z.number(),
  filename: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type TResume = z.infer<typeof ZResume>;

/** The seeker's resumes and which of them is sent by itself (spec §4 'Auto-send resume'), if any. */
export const ZResumeList = z.object({
  resumes: z.array(ZResume),
  auto_send_resume_id: z.number().nullable(),
});
export type TResumeList = z.infer<typeof ZResumeList>;

const ZRowId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

export const ZResumeIdParams = z.object({ id: ZRowId }).strict();

export const ZResumeDeleted = z.object({ id: z.number() });

/**
 * Spec §5 'Resume file rename: no special characters, with a maximum length limit': the name
 * without its extension, 1 to 100 letters of any script, digits, spaces and `- _ . ( )`. The
 * extension is the file's own and stays whatever the seeker types.
 */
export const resumeNameMaxLength = 100;
// Empty passes here: an empty name is refused once, as required.
export const resumeNameCharacters = /^[\p{L}\p{M}\p{N} _.()-]*$/u;
export const ZResumeName = z
  .string()
  .trim()
  .min(1, { message: fieldMessage('field.required') })
  .max(resumeNameMaxLength, { message: fieldMessage('field.too_long', { maximum: resumeNameMaxLength }) })
  .regex(resumeNameCharacters, { message: fieldMessage('field.filename_characters') });

export const ZResumeRenameBody = z.object({ filename: ZResumeName }).strict();

/** Spec §7 'POST /send-resume-email body email, resume_id': the resume goes attached to a mail. */
export const ZSendResumeEmailBody = z.object({ email: ZEmail, resume_id: ZRowId }).strict();
export type TSendResumeEmailBody = z.input<typeof ZSendResumeEmailBody>;
export const ZResumeEmailSent = z.object({ resume_id: z.number(), email: z.string() });

/** Spec §4: auto-send is on with a chosen resume, or off. */
export const ZAutoSendResume = z.object({ enabled: z.boolean(), resume_id: z.number().nullable() });
export type TAutoSendResume = z.infer<typeof ZAutoSendResume>;

export const ZAutoSendResumeBody = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), resume_id: ZRowId }).strict(),
  z.object({ enabled: z.literal(false) }).strict(),
]);
export type TAutoSendResumeBody = z.input<typeof ZAutoSendResumeBody>;

/** Spec §3 video resume: the MP4, how long it plays, and its cover image when it has one. */
export const ZVideoResume = z.object({
  id: z.number(),
  filename: z.string(),
  size: z.number(),
  duration_seconds: z.number(),
  has_cover: z.boolean(),
  created_at: z.string(),
});
export type TVideoResume = z.infer<typeof ZVideoResume>;

export const ZVideoResumeList = z.object({ videos: z.array(ZVideoResume) });
export type TVideoResumeList = z.infer<typeof ZVideoResumeList>;

export const ZVideoResumeIdParams = z.object({ id: ZRowId }).strict();

/** Spec §9 video limits, for the screens' hints and the relay's checks. */
export const videoResumeLimits = {
  bytes: limits.videoBytes,
  seconds: limits.videoSeconds,
  files: limits.videoFiles,
  /** A cover is a picture the browser has already scaled down: spec §8 41176 keeps images to 500 KB. */
  coverBytes: 500 * 1024,
} as const;
