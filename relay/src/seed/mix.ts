import { type EditionKey, editions } from '@talkhire/config';
import type { Random } from './corpus/random';

/**
 * Share of the catalogue per edition, in percent: the five big South-East Asian and Japanese
 * markets hold 71%, the other fourteen editions share the rest.
 */
export const editionWeights: Record<EditionKey, number> = {
  ph: 22,
  sg: 14,
  jp: 13,
  id: 12,
  my: 10,
  hk: 3,
  tw: 3,
  us: 2.8,
  gb: 2.4,
  com: 2.4,
  br: 2.2,
  ca: 2,
  tr: 1.8,
  ng: 1.8,
  ae: 1.8,
  sa: 1.6,
  es: 1.6,
  lk: 1.4,
  rs: 1.2,
};

/** Splits `total` by the edition weights (largest remainder), giving each edition at least `min`. */
export function allocate(total: number, min: number): Map<EditionKey, number> {
  const floor = total >= min * editions.length ? min : 0;
  const rest = total - floor * editions.length;
  const sum = Object.values(editionWeights).reduce((a, b) => a + b, 0);
  const exact = editions.map((e) => ({ key: e.key, share: (rest * editionWeights[e.key]) / sum }));
  const counts = new Map(exact.map((x) => [x.key, floor + Math.floor(x.share)] as const));
  let left = total - [...counts.values()].reduce((a, b) => a + b, 0);
  for (const x of exact.slice().sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    counts.set(x.key, (counts.get(x.key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Draws editions so that each appears exactly its quota of times, in random order: jobs of all
 * editions are interleaved (ids do not cluster by country) while the totals stay exact.
 */
export function quotaPicker(r: Random, quotas: Map<EditionKey, number>) {
  const left = new Map(quotas);
  let remaining = [...left.values()].reduce((a, b) => a + b, 0);
  return (): EditionKey => {
    let x = r.int(0, remaining - 1);
    for (const [key, count] of left) {
      if (x < count) {
        left.set(key, count - 1);
        remaining--;
        return key;
      }
      x -= count;
    }
    throw new Error('quotaPicker: every quota is used up');
  };
}
