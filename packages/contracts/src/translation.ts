import { languageCodes } from '@talkhire/config';
import { z } from 'zod';

/** Spec §7: file ids of the provider's translation service. */
export const translationFiles = { jobseeker: 17, errors: 6 } as const;

export const ZTranslationManifest = z.object({
  version: z.string(),
  languages: z.array(z.enum(languageCodes)),
  files: z.array(z.object({ id: z.number(), namespace: z.string(), path: z.string() })),
});
export type TTranslationManifest = z.infer<typeof ZTranslationManifest>;

export const ZTranslationContentParams = z.object({
  version: z.string().regex(/^[a-f0-9]{8,64}$/),
  lang: z.enum(languageCodes, { message: 'unknown_language' }),
  /** A file of the manifest without its leading slash: `17.json`. */
  file: z.string().regex(/^\d+\.json$/),
});

/** One translation file: keys to text, nested by section. */
export type TTranslationMessages = { [key: string]: string | TTranslationMessages };
export const ZTranslationMessages: z.ZodType<TTranslationMessages> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), ZTranslationMessages])),
);
