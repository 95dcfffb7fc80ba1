import { localKey, type ValueCheck } from '../ui/local-store';

/** Spec §2 search history: the last ten searches of this browser, newest first. */
export interface PastSearch {
  query: string;
  /** The search URL relative to the search root, as `toSearchUrl` writes it. */
  url: string;
}

export const searchHistoryKey = 'talkhire_job_search_history';
const limit = 10;

/** An entry written by hand or by an older version is dropped, not worth losing the rest for. */
const pastSearches: ValueCheck<PastSearch[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: value.filter(isPastSearch) } : { success: false },
};
const history = localKey(searchHistoryKey, pastSearches);

function isPastSearch(entry: unknown): entry is PastSearch {
  const { query, url } = (entry ?? {}) as Partial<Record<keyof PastSearch, unknown>>;
  return typeof query === 'string' && query.length > 0 && typeof url === 'string';
}

export function readSearchHistory(storage?: Pick<Storage, 'getItem'>): PastSearch[] {
  return history.read(storage) ?? [];
}

/** Puts a search first; the same query again moves up instead of repeating. */
export function rememberSearch(
  search: PastSearch,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
): PastSearch[] {
  const query = search.query.trim();
  if (!query) return readSearchHistory(storage);
  const next = [
    { query, url: search.url },
    ...readSearchHistory(storage).filter((s) => s.query.toLowerCase() !== query.toLowerCase()),
  ].slice(0, limit);
  history.write(next, storage);
  return next;
}
