import { configListTypes, languageCodes } from '@talkhire/config';
import { z } from 'zod';
import { ZInstant } from './calendar-date';

export const ZLanguageCode = z.enum(languageCodes, { message: 'unknown_language' });

export const ZConfigListParams = z.object({ type: z.enum(configListTypes) });
export const ZConfigListQuery = z.object({ language_code: ZLanguageCode.optional() }).strict();

/**
 * A list answer is `{ [type]: items }`. Items differ per list (built in @talkhire/config/lists), so
 * the contract holds every list generically; `ConfigListItem<type>` (@talkhire/config) names the
 * items of one list, and the web types its answers with it (web: api/config-list.ts).
 */
export const ZConfigListData = z.partialRecord(
  z.enum(configListTypes),
  z.array(z.record(z.string(), z.unknown())),
);

export const ZJobTitleListsQuery = z
  .object({
    query: z.string().trim().max(100).default(''),
    size: z.coerce.number().int().min(1).max(20).default(5),
    language_code: ZLanguageCode.optional(),
  })
  .strict();

export const ZJobTitleSuggestion = z.object({
  id: z.number(),
  value: z.string(),
  function_title_value: z.string(),
  seo_value: z.string(),
  job_function_id: z.number(),
  main_function_id: z.number(),
});
export type TJobTitleSuggestion = z.infer<typeof ZJobTitleSuggestion>;
export const ZJobTitleSuggestions = z.array(ZJobTitleSuggestion);

export const ZWebsiteOutageQuery = z.object({ language_code: ZLanguageCode.optional() }).strict();
export const ZWebsiteOutage = z.object({
  is_under_maintenance: z.boolean(),
  title: z.string(),
  subtitle: z.string(),
  ends_at: z.string().nullable(),
});
export type TWebsiteOutage = z.infer<typeof ZWebsiteOutage>;

export const ZSkillListsQuery = z
  .object({
    language_code: ZLanguageCode.optional(),
    query: z.string().trim().max(50).optional(),
    job_function_id: z.coerce.number().int().positive().optional(),
  })
  .strict();

export const ZSkill = z.object({ id: z.number(), key: z.string(), value: z.string() });
export const ZSkills = z.array(ZSkill);

export const ZGeoLocationQuery = z
  .object({
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    country_key: z.string().length(2).optional(),
    language_code: ZLanguageCode.optional(),
  })
  .strict()
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: 'latitude_and_longitude_together',
    path: ['longitude'],
  });

export const ZGeoLocation = z.object({
  country: z.object({ id: z.number(), key: z.string(), value: z.string() }).nullable(),
  location: z
    .object({ id: z.number(), value: z.string(), seo_value: z.string(), distance_km: z.number() })
    .nullable(),
});
export type TGeoLocation = z.infer<typeof ZGeoLocation>;

/** Operations: turn the maintenance page on or off for every relay. */
export const ZWebsiteOutageUpdate = z
  .object({
    is_under_maintenance: z.boolean(),
    ends_at: ZInstant.nullable().default(null),
  })
  .strict();

/** What the switch was set to. */
export const ZWebsiteOutageSet = z.object({
  is_under_maintenance: z.boolean(),
  ends_at: z.string().nullable(),
});
