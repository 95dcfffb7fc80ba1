/**
 * A seeded PRNG (sfc32) with the few helpers the generator needs. Math.random is never used for
 * catalogue content: the same seed gives the same companies and jobs on every machine and run.
 */
export function createRandom(seed: number | string) {
  let [a, b, c, d] = seedWords(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 are still close to the seed words; discard them.
  for (let i = 0; i < 15; i++) next();

  const random = {
    /** Uniform in [0, 1). */
    next,
    /** Integer in [min, max], both included. */
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    /** Float in [min, max). */
    float(min: number, max: number): number {
      return min + next() * (max - min);
    },
    chance(probability: number): boolean {
      return next() < probability;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    /** Picks by weight; weights need not sum to 1. */
    weightedPick<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, weight] of items) {
        r -= weight;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weightedPick from an empty list');
      return last[0];
    },
    /** `count` distinct items in random order (all of them when there are fewer). */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
    /** An independent stream, so adding draws in one part of the generator does not shift another. */
    fork(label: string) {
      return createRandom(`${seed}/${label}`);
    },
  };
  return random;
}

export type Random = ReturnType<typeof createRandom>;

/** Four 32-bit words from the seed through cyrb128, so near seeds give unrelated streams. */
function seedWords(seed: number | string): [number, number, number, number] {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
