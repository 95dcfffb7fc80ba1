import { languageByCode } from '@talkhire/config';
import { taxonomy } from '@talkhire/config/lists';
import { errorCodes, type ZJobHotSearchBody } from '@talkhire/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RequestLocale } from '../../http/locale';
import type { RateLimits } from '../../http/rate-limit';
import { normalizeQuery } from '../jobs';

const functionTitleIds = new Set(
  taxonomy.flatMap((m) => m.job_functions.flatMap((f) => f.function_titles.map((t) => t.id))),
);
/** A person types a few searches a minute; more is a script, and the table should not grow for it. */
const searchesPerMinute = { limit: 30, windowSeconds: 60 };

/** Who ran a search: the key the rate limit counts by, and the seeker when signed in. */
export interface Searcher {
  key: string;
  userId: number | null;
}

/**
 * Spec §7 POST /metrics/job-hot-search: one search someone ran, for the hot and related searches.
 * The page ignores any failure (spec §7), but bad input is still refused with 4xx.
 */
export async function recordHotSearch(
  services: { db: Db; rateLimits: RateLimits },
  search: z.output<typeof ZJobHotSearchBody>,
  searcher: Searcher,
  locale: RequestLocale,
) {
  const { db, rateLimits } = services;
  const { device, page, source, query, job_title_id } = search;
  if (job_title_id && !functionTitleIds.has(job_title_id))
    throw new ApiError(errorCodes.parameterInvalid, { fields: { job_title_id: ['field.invalid_value'] } });
  await rateLimits.consume(`hot-search:${searcher.key}`, searchesPerMinute);
  await db
    .insertInto('job_hot_searches')
    .values({
      edition_id: locale.edition.id,
      language_id: languageByCode(locale.language).id,
      query,
      normalized_query: normalizeQuery(query),
      job_title_id: job_title_id ?? null,
      device,
      page,
      source,
      user_id: searcher.userId,
      searcher_key: searcher.key,
    })
    .execute();
  return { query };
}
