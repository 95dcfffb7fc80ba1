import { describe, expect, it } from 'vitest';

/** Every source file of the web app, by its path from the web folder. */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const storage = /\b(localStorage|sessionStorage)\b/;
const allowed = new Set([
  '/src/ui/local-store.ts',
  '/src/ui/local-store.test.ts',
  '/src/ui/local-storage-in-local-store-only.test.ts',
]);

describe('local storage', () => {
  it('reads the source of the whole app', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('is touched only through ui/local-store.ts, which checks what it reads and never throws', () => {
    const offenders = Object.entries(sources)
      .filter(([path, text]) => !allowed.has(path) && storage.test(text))
      .map(([path]) => path);
    expect(offenders, 'use localKey or localTextKey from ui/local-store').toEqual([]);
  });
});
