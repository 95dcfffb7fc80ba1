import { editions, languages } from '@talkhire/config';
import { z } from 'zod';

const editionIds = editions.map((e) => e.id);
const languageIds = languages.map((l) => l.id);

/** Every request of the web app carries these headers (spec §7, §6). */
export const requestHeaderNames = {
  country: 'country-id',
  language: 'language-id',
  role: 'role-id',
} as const;

export const ZCountryId = z.coerce
  .number()
  .int()
  .refine((id) => editionIds.includes(id as never), { message: 'unknown_country' });
export const ZLanguageId = z.coerce
  .number()
  .int()
  .refine((id) => languageIds.includes(id as never), { message: 'unknown_language' });

/** Role-Id 1 is the job seeker (spec §6). */
export const jobseekerRoleId = 1;
