import { beforeEach, describe, expect, it } from 'vitest';
import { readSearchHistory, rememberSearch, searchHistoryKey } from './search-history';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('search history', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('keeps the last ten searches, newest first', () => {
    for (let i = 1; i <= 12; i++) rememberSearch({ query: `q${i}`, url: `q${i}-jobs` }, storage);
    const history = readSearchHistory(storage);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ query: 'q12', url: 'q12-jobs' });
    expect(history.at(-1)?.query).toBe('q3');
  });

  it('moves a repeated query to the top instead of listing it twice', () => {
    rememberSearch({ query: 'Developer', url: 'developer-jobs' }, storage);
    rememberSearch({ query: 'nurse', url: 'nurse-jobs' }, storage);
    rememberSearch({ query: 'developer', url: 'developer-jobs?sort=2' }, storage);
    expect(readSearchHistory(storage).map((s) => s.query)).toEqual(['developer', 'nurse']);
  });

  it('ignores empty queries and unreadable stored values', () => {
    rememberSearch({ query: '  ', url: 'job-search' }, storage);
    expect(readSearchHistory(storage)).toEqual([]);
    storage.setItem(searchHistoryKey, '{not json');
    expect(readSearchHistory(storage)).toEqual([]);
    storage.setItem(
      searchHistoryKey,
      JSON.stringify([{ query: 'nurse', url: 'nurse-jobs' }, { query: 1 }, 'x']),
    );
    expect(readSearchHistory(storage)).toEqual([{ query: 'nurse', url: 'nurse-jobs' }]);
  });
});
