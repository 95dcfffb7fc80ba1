import { type Edition, editionByKey, toSearchQuery } from '@talkhire/config';
import type { TJobSearchRequest, TJobSearchResult } from '@talkhire/contracts';
import { expect } from 'vitest';
import type { App } from '../app';

/** GET /api/jobs/search as a guest of an edition (ph unless named), in English: the result. */
export async function searchAsGuest(
  app: App,
  request: Partial<TJobSearchRequest>,
  edition: Edition = editionByKey('ph'),
): Promise<TJobSearchResult> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/jobs/search',
    headers: { 'country-id': String(edition.id), 'language-id': '1' },
    query: toSearchQuery(request) as Record<string, string>,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as TJobSearchResult;
}
