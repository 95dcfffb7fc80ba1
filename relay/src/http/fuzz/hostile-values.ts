import fc from 'fast-check';

/**
 * What a hostile or broken client puts where a field's value should be. Bidi overrides and
 * right-to-left text are here because they must pass as text (Arabic users write them), not
 * because they should be refused.
 */
export const hostileStrings = [
  '\u202eevil.exe\u202c',
  '\u2067مرحبا\u2069 \u200f',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%zz',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '__proto__',
  'constructor',
  'line\r\nSet-Cookie: x=1',
  ' ',
  '',
  'x'.repeat(10_000),
];

/** Text no database column can keep: NUL anywhere, surrogates without their pair. */
export const unstorableStrings = [
  'nul\u0000inside',
  '\u0000',
  'trailing nul\u0000',
  'lone high \ud800',
  '\udfff lone low',
  'reversed pair \udc00\ud800',
  '\ud83d',
];

/** Numbers and number-like strings at and past every edge. */
export const hostileNumbers: unknown[] = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 63,
  -(2 ** 31) - 1,
  -1,
  -0,
  0.5,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e-400',
  '0x10',
  ' 1 ',
  '1,2,,,3',
  '99999999999999999999999999',
];

/** Days no profile can mean, days that do not exist, and instants past what Date can hold. */
export const hostileDates = [
  '0000-01-01',
  '0001-01-01',
  '-000001-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '275760-09-14',
  '2024-02-31',
  '2023-02-29',
  '2026-13-01',
  '0000-00-00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '2024-02-30T25:61:61Z',
];

/** Values of the wrong type for almost any field. */
export const wrongTypes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [[[]]],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  'string',
  42,
];

/** A value nested `levels` deep, as arrays or objects. */
export function deeplyNested(levels: number, as: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = as === 'array' ? [value] : { a: value };
  return value;
}

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** One hostile value for a leaf of a request. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...unstorableStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileDates) },
  { weight: 3, arbitrary: fc.constantFrom(...wrongTypes) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(200, 'array'), deeplyNested(200, 'object')) },
  // Any code point and any control character; then any UTF-16 code unit, so surrogates fall alone.
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 30 }) },
);

/**
 * A valid value with exactly one hostile part: one leaf (string, number, boolean, null, empty
 * object or array) replaced, or one unexpected key added. One at a time, so the rest of the
 * request still passes its contract and the hostile value is what the route has to face. Three
 * times in four the replacement is of the leaf's own kind (a date for a date, a number for a number),
 * the edge most likely to pass the contract and reach the database.
 */
export function withHostileLeaf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .record({
      value: valid,
      pick: fc.nat(),
      anyKind: hostileValue,
      sameKind: fc.nat(),
      useSameKind: fc.nat({ max: 3 }).map((n) => n > 0),
      addKey: fc.nat({ max: 9 }),
    })
    .map(({ value, pick, anyKind, sameKind, useSameKind, addKey }) => {
      if (addKey === 0 && isRecord(value)) return { ...value, [pick % 2 ? 'extra' : 'key\u0000']: anyKind };
      const leaves = leafPaths(value);
      const path = leaves[pick % Math.max(1, leaves.length)] ?? [];
      const kind = hostileOfKind(valueAt(value, path));
      return replaceAt(value, path, useSameKind ? kind[sameKind % kind.length] : anyKind);
    });
}

/** Hostile values of the same kind as a valid one. */
function hostileOfKind(valid: unknown): unknown[] {
  if (typeof valid === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valid)) return hostileDates;
  if (typeof valid === 'string') return [...unstorableStrings, ...hostileStrings];
  if (typeof valid === 'number') return hostileNumbers;
  return wrongTypes;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

/** Where the leaves of a JSON-like value are. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value) && value.length > 0)
    return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (isRecord(value) && Object.keys(value).length > 0)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (isRecord(value)) return { ...value, [head]: replaceAt(value[head], rest, replacement) };
  return replacement;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** File names a multipart upload may claim. */
export const hostileFileNames = [
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '/etc/shadow',
  'cv\u0000.pdf',
  'cv.pdf\u0000.exe',
  '\u202egpj.exe',
  'résumé (final) 😀.pdf',
  '',
  '.',
  'CON',
  `${'a'.repeat(1_000)}.pdf`,
];
