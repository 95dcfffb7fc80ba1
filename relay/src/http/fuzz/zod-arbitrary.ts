import fc from 'fast-check';
import type { z } from 'zod';

export interface ArbitraryOptions {
  /** Longest generated string where the contract sets no maximum. */
  maxStringLength?: number;
}

/**
 * Values a zod 4 schema accepts, or nearly: objects with their required keys, strings within
 * their lengths and formats, numbers within their bounds, enums, literals, unions, arrays within
 * their sizes. Refinements (start before end, an age of 16) are not solved from their code: of a
 * few candidates the first the contract takes is chosen, so a share of the values is still
 * refused by the contract, which is an answer the fuzz suite checks too.
 */
export function arbitraryOf(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build(schema as unknown as Node, options.maxStringLength ?? 40, 0);
}

/** The part of zod 4's internals this reads: `_zod.def` with its type and checks. */
interface Node {
  _zod: { def: Def; optin?: 'optional' };
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  innerType?: Node;
  in?: Node;
  out?: Node;
  options?: Node[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: Node;
  valueType?: Node;
  items?: Node[];
  left?: Node;
  right?: Node;
  getter?: () => Node;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** Lazy schemas may recurse; past this depth they generate nothing more. */
const maxDepth = 8;
const maxArrayLength = 5;

/** Candidates drawn for a refined schema: enough for rules most values break (an end after the start). */
const refinedCandidates = 8;

function build(node: Node, maxStringLength: number, depth: number): fc.Arbitrary<unknown> {
  const arbitrary = shaped(node, maxStringLength, depth);
  if (!node._zod.def.checks?.some((check) => check._zod.def.check === 'custom')) return arbitrary;
  const schema = node as unknown as z.ZodType;
  return fc
    .array(arbitrary, { minLength: refinedCandidates, maxLength: refinedCandidates })
    .map((candidates) => candidates.find((value) => schema.safeParse(value).success) ?? candidates[0]);
}

function shaped(node: Node, maxStringLength: number, depth: number): fc.Arbitrary<unknown> {
  const def = node._zod.def;
  const next = (child: Node) => build(child, maxStringLength, depth + 1);
  if (depth > maxDepth) return fc.constant(undefined);

  switch (def.type) {
    case 'string':
      return stringOf(def, maxStringLength);
    case 'number':
      return numberOf(def);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
    case 'transform':
    case 'custom':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType as Node), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(next(def.innerType as Node), { nil: null, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return next(def.innerType as Node);
    case 'lazy':
      return next((def.getter as () => Node)());
    case 'pipe':
      return next(pipeSource(def));
    case 'object':
      return objectOf(def, next);
    case 'array': {
      const { minimum = 0, maximum = Math.max(minimum, maxArrayLength) } = lengthsOf(def);
      return fc.array(next(def.element as Node), {
        minLength: minimum,
        maxLength: Math.min(maximum, Math.max(minimum, maxArrayLength)),
      });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'intersection':
      return fc
        .tuple(next(def.left as Node), next(def.right as Node))
        .map(([left, right]) =>
          isRecord(left) && isRecord(right) ? { ...left, ...right } : left === undefined ? right : left,
        );
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(next));
    case 'record':
      return fc.dictionary(next(def.keyType as Node).map(String), next(def.valueType as Node), {
        maxKeys: 4,
      });
    default:
      return fc.string({ maxLength: maxStringLength });
  }
}

/**
 * A pipe is a preprocess (its input is a transform: generate what the next step wants), a
 * transform (its output is one: generate its input), or a chain of checks (the last one is the
 * strictest, and what passes it passes the loose step before, e.g. string → enum).
 */
function pipeSource(def: Def): Node {
  const source = def.in as Node;
  const target = def.out as Node;
  if (target._zod.def.type === 'transform') return source;
  return target;
}

function objectOf(def: Def, next: (child: Node) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, child] of Object.entries(shape)) {
    model[key] = next(child);
    if (child._zod.optin !== 'optional') requiredKeys.push(key);
  }
  // Undefined values are dropped, as JSON.stringify and a query string would drop them.
  return fc
    .record(model, { requiredKeys })
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}

function stringOf(def: Def, maxStringLength: number): fc.Arbitrary<string> {
  const format = def.format ?? def.checks?.find((c) => c._zod.def.check === 'string_format')?._zod.def.format;
  const { minimum = 0, maximum } = lengthsOf(def);
  // A format or pattern sets its own lengths (a 43-character token); free text gets a cap.
  const upper = maximum ?? (format ? Number.POSITIVE_INFINITY : Math.max(minimum, maxStringLength));
  // Mapped into the lengths rather than filtered: a filter that rarely passes never ends.
  const within = (arbitrary: fc.Arbitrary<string>, pattern?: RegExp) =>
    arbitrary.map((value) => fitLength(value, minimum, upper, pattern));
  switch (format) {
    case 'email':
      return within(emailOf());
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'url':
      return within(fc.webUrl());
    case 'date':
      return dayOf();
    case 'datetime':
      return dayOf().map((day) => `${day}T09:30:00Z`);
    case 'regex': {
      const pattern = def.checks?.find((c) => c._zod.def.format === 'regex')?._zod.def.pattern ?? def.pattern;
      const matching = pattern ? stringMatching(pattern) : null;
      if (matching) return within(matching, pattern);
    }
  }
  // Mostly plain words, sometimes any grapheme (scripts, emoji, right-to-left): what people type.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: minimum, maxLength: upper }) },
    { weight: 1, arbitrary: within(fc.string({ unit: 'grapheme', minLength: minimum, maxLength: upper })) },
  );
}

/**
 * A value brought within [minimum, maximum] characters: too long is cut at a code point, too
 * short is repeated while it still matches the pattern (what does not stays short, and is refused).
 */
function fitLength(value: string, minimum: number, maximum: number, pattern?: RegExp): string {
  const points = Array.from(value);
  if (points.length > maximum) return points.slice(0, maximum).join('');
  if (value.length >= minimum || value.length === 0) return value;
  const longer = value.repeat(Math.ceil(minimum / value.length)).slice(0, Math.max(minimum, 1));
  return !pattern || pattern.test(longer) ? longer : value;
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'number_format' && c.format !== 'float32' && c.format !== 'float64') integer = true;
    if (c.check === 'greater_than') min = Number(c.value) + (c.inclusive ? 0 : integer ? 1 : 1e-6);
    if (c.check === 'less_than') max = Number(c.value) - (c.inclusive ? 0 : integer ? 1 : 1e-6);
  }
  // Bounds checks may come before the int check: recompute the exclusive ones as integers.
  if (integer) {
    for (const check of def.checks ?? []) {
      const c = check._zod.def;
      if (c.check === 'greater_than' && !c.inclusive) min = Math.floor(Number(c.value)) + 1;
      if (c.check === 'less_than' && !c.inclusive) max = Math.ceil(Number(c.value)) - 1;
    }
    const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    // Small values are where the ids and pages of a small database live.
    return fc.oneof(
      fc.integer({ min: low, max: Math.max(low, Math.min(high, low + 60)) }),
      fc.integer({ min: low, max: Math.max(low, high) }),
    );
  }
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function lengthsOf(def: Def): { minimum?: number; maximum?: number } {
  const out: { minimum?: number; maximum?: number } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') out.minimum = c.minimum;
    if (c.check === 'max_length') out.maximum = c.maximum;
    if (c.check === 'length_equals') out.minimum = out.maximum = c.length;
  }
  return out;
}

/**
 * Addresses as people have them. fast-check's own are RFC 5321's full range (`!#$%&'*+/=?^{|}~`
 * in the local part), which the contracts' HTML-style email check rightly refuses.
 */
function emailOf(): fc.Arbitrary<string> {
  const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
  return fc
    .tuple(word, fc.option(word, { nil: undefined }), word, fc.constantFrom('com', 'ph', 'co.jp', 'example'))
    .map(([name, tag, domain, tld]) => `${name}${tag ? `.${tag}` : ''}@${domain}.${tld}`);
}

/** 'YYYY-MM-DD' days of the contracts' calendar years. */
function dayOf(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
}

/** fast-check reads a subset of regex syntax (no Unicode property escapes): null when it cannot. */
function stringMatching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
