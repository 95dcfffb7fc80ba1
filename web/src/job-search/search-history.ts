/** Spec §2 search history: the last ten searches of this browser, newest first. */
export interface PastSearch {
  query: string;
  /** The search URL relative to the search root, as `toSearchUrl` writes it. */
  url: string;
}

export const searchHistoryKey = 'talkhire_job_search_history';
const limit = 10;

export function readSearchHistory(storage: Storage = localStorage): PastSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(searchHistoryKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is PastSearch => typeof s?.query === 'string' && typeof s?.url === 'string' && s.query !== '',
    );
  } catch {
    // A value written by hand or by an older version is not worth an error: start again.
    return [];
  }
}

/** Puts a search first; the same query again moves up instead of repeating. */
export function rememberSearch(search: PastSearch, storage: Storage = localStorage): PastSearch[] {
  const query = search.query.trim();
  if (!query) return readSearchHistory(storage);
  const next = [
    { query, url: search.url },
    ...readSearchHistory(storage).filter((s) => s.query.toLowerCase() !== query.toLowerCase()),
  ].slice(0, limit);
  storage.setItem(searchHistoryKey, JSON.stringify(next));
  return next;
}
