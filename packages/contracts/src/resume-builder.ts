import { languageCodes } from '@talkhire/config';
import { z } from 'zod';

/**
 * Resume templates (spec §2 'resume templates', 'free resume template page') and the resume made
 * from the profile with one of them (spec §7 POST /generate-resume). The relay renders the PDF; the
 * web names a template by its id and shows its preview.
 */
export const resumeTemplateIds = ['classic', 'modern', 'compact'] as const;
export type TResumeTemplateId = (typeof resumeTemplateIds)[number];

export const ZResumeTemplateId = z.enum(resumeTemplateIds, { message: 'field.unknown_option' });

/** One template as the template page lists it: the i18n keys of its texts and its preview image. */
export const ZResumeTemplate = z.object({
  id: ZResumeTemplateId,
  /** Key of the `jobseeker` namespace: the template's name. */
  name_key: z.string(),
  /** Key of the `jobseeker` namespace: one line about its layout. */
  description_key: z.string(),
  /** Path of the preview image on the site: the template's first page, rendered by the relay. */
  preview: z.string(),
});
export type TResumeTemplate = z.infer<typeof ZResumeTemplate>;

export const ZResumeTemplateList = z.object({ templates: z.array(ZResumeTemplate) });
export type TResumeTemplateList = z.infer<typeof ZResumeTemplateList>;

/** What to make: the template and the language of its headings (default: the request's language). */
export const ZGenerateResumeBody = z
  .object({
    template: ZResumeTemplateId,
    language: z.enum(languageCodes, { message: 'field.unknown_language' }).optional(),
  })
  .strict();
export type TGenerateResumeBody = z.infer<typeof ZGenerateResumeBody>;
