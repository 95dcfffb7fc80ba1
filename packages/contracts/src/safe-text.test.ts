import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextIssues } from './safe-text';

describe('text the database cannot keep', () => {
  it('is NUL or a surrogate without its pair', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00y')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
  });

  it('is not emoji, right-to-left text, bidi overrides or other control characters', () => {
    expect(isUnsafeText('👨‍👩‍👧 \ud83d\ude00')).toBe(false);
    expect(isUnsafeText('\u202eمرحبا بالعالم\u202c \u2067x\u2069')).toBe(false);
    expect(isUnsafeText('tab\tnew\nline\u0007')).toBe(false);
  });

  it('names every place in an input that holds it, a bad key at its object', () => {
    const input = {
      keyword: 'a\u0000',
      fine: 'ok',
      items: [{ name: 'b\ud800' }, 'c'],
      nested: { 'bad\u0000key': 1 },
    };
    expect(unsafeTextIssues(input).map((issue) => issue.path)).toEqual(
      expect.arrayContaining([['keyword'], ['items', 0, 'name'], ['nested']]),
    );
    expect(unsafeTextIssues(input)).toHaveLength(3);
    expect(unsafeTextIssues('\u0000')).toEqual([
      { code: 'custom', path: [], message: 'field.invalid_characters' },
    ]);
    expect(unsafeTextIssues({ n: 1, b: true, z: null, list: ['ok'] })).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextIssues(deep)).toHaveLength(1);
  });
});
