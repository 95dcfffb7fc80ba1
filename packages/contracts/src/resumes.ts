import { z } from 'zod';

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

export const ZResumeList = z.object({ resumes: z.array(ZResume) });
export type TResumeList = z.infer<typeof ZResumeList>;

export const ZResumeIdParams = z
  .object({ id: z.coerce.number<string | number>().int().positive().max(2_147_483_647) })
  .strict();

export const ZResumeDeleted = z.object({ id: z.number() });
