import {
  ZBasicProfilePatch,
  ZClientFrame,
  ZEducationBody,
  ZEmail,
  ZJobSearchRequest,
  ZQrLoginToken,
  ZWorkExperienceBody,
} from '@talkhire/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileDates, leafPaths, withHostileLeaf } from './hostile-values';
import { arbitraryOf } from './zod-arbitrary';

const accepted = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;
const share = (schema: z.ZodType, runs = 300) =>
  fc.sample(arbitraryOf(schema), { numRuns: runs, seed: 7 }).filter(accepted(schema)).length / runs;

describe('values generated from a zod contract', () => {
  it('keep strings within their lengths, formats and patterns', () => {
    for (const schema of [
      z.string().min(3).max(5),
      z.string().length(6),
      z.uuid(),
      z.iso.date(),
      z.iso.datetime({ offset: true }),
      z.string().regex(/^[A-Z]{2}-\d{3}$/),
      ZEmail,
      ZQrLoginToken,
    ])
      fc.assert(fc.property(arbitraryOf(schema), accepted(schema)), { seed: 1 });
  });

  it('keep numbers within their bounds, exclusive ones too', () => {
    for (const schema of [
      z.number().int().positive().max(2_147_483_647),
      z.number().int().gt(5).lt(8),
      z.coerce.number().int().min(1).max(1000),
      z.number().min(-1.5).max(2.5),
    ])
      fc.assert(fc.property(arbitraryOf(schema), accepted(schema)), { seed: 1 });
  });

  it('build objects with their required keys, enums, literals, arrays, unions and optionals', () => {
    const schema = z
      .object({
        kind: z.enum(['a', 'b']),
        version: z.literal(2),
        tags: z.array(z.string().max(3)).min(1).max(4),
        either: z.union([z.boolean(), z.number().int().min(0).max(9)]),
        maybe: z.string().optional(),
        blank: z.number().nullable(),
        fallback: z.string().default('x'),
      })
      .strict();
    fc.assert(fc.property(arbitraryOf(schema), accepted(schema)), { seed: 1 });
    const keys = new Set(
      fc.sample(arbitraryOf(schema), { numRuns: 100, seed: 2 }).flatMap((v) => Object.keys(v as object)),
    );
    expect(keys).toEqual(new Set(['kind', 'version', 'tags', 'either', 'maybe', 'blank', 'fallback']));
  });

  it('read through preprocessing and transforms to what the contract wants', () => {
    const ids = z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v),
      z.array(z.coerce.number().int().min(1)),
    );
    const counted = z
      .string()
      .min(2)
      .transform((s) => s.length);
    for (const schema of [ids, counted])
      fc.assert(fc.property(arbitraryOf(schema), accepted(schema)), { seed: 1 });
  });

  it('pass the real contracts most of the time, so requests get past validation', () => {
    expect(share(ZClientFrame)).toBeGreaterThan(0.7);
    expect(share(ZBasicProfilePatch)).toBeGreaterThan(0.9);
    expect(share(ZWorkExperienceBody)).toBeGreaterThan(0.8);
    expect(share(ZEducationBody)).toBeGreaterThan(0.8);
    expect(share(ZJobSearchRequest)).toBeGreaterThan(0.8);
  });
});

describe('one hostile leaf', () => {
  const valid = { name: 'Maria', started: '2020-01-01', ids: [1, 2], nested: { ok: true } };

  it('changes exactly one leaf of a valid value, or adds one key', () => {
    fc.assert(
      fc.property(withHostileLeaf(fc.constant(valid)), (mutated) => {
        const changed = leafPaths(valid).filter(
          (path) => JSON.stringify(read(mutated, path)) !== JSON.stringify(read(valid, path)),
        );
        expect(changed.length).toBeLessThanOrEqual(1);
        const restored = structuredClone(mutated) as Record<string, unknown>;
        if (changed[0]) write(restored, changed[0], read(valid, changed[0]));
        const added = Object.keys(restored).filter((key) => !(key in valid));
        expect(added.length).toBeLessThanOrEqual(1);
        for (const key of added) delete restored[key];
        expect(restored).toEqual(valid);
      }),
      { seed: 3 },
    );
  });

  it('mostly replaces a date with a hostile date', () => {
    const dates = fc
      .sample(withHostileLeaf(fc.constant({ started: '2020-01-01' })), { numRuns: 200, seed: 4 })
      .map((value) => (value as { started?: unknown }).started);
    const hostile = dates.filter((date) => hostileDates.includes(date as string)).length;
    expect(hostile / dates.length).toBeGreaterThan(0.5);
  });
});

function read(value: unknown, path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)?.[key];
  return at;
}

function write(value: Record<string | number, unknown>, path: (string | number)[], leaf: unknown): void {
  const parent = read(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = leaf;
}
