import { type LanguageCode, slugify, withLanguagePath } from '@talkhire/config';

/** Spec §2: a job lives at /job/{title-slug}-{id}, under the language prefix when there is one. */
export function jobPath(language: LanguageCode, job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  return withLanguagePath(language, `/job/${slug ? `${slug}-` : ''}${job.id}`);
}

/** The id at the end of a job slug, or null when the slug does not end with one. */
export function jobIdOfSlug(slug: string | undefined): number | null {
  const match = slug?.match(/(?:^|-)(\d{1,10})$/);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
