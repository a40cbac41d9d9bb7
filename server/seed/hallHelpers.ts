import { toRomaji } from 'wanakana';
import type { Rng } from './context';

/** Helpers of the hall generators (seed/halls, seed/overseasHalls). */

/** Splits `total` over weights by largest remainder, so the split is exact and deterministic. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

export function roundMan(n: number): number {
  return Math.round(n / 10000) * 10000;
}

/** A hall's cost, price range and capacity columns from its generated profile (the range is drawn around the cost). */
export function priceColumns(rng: Rng, profile: { cost: number; capMin: number; capMax: number }) {
  return {
    cost: profile.cost,
    priceMin: roundMan(profile.cost * (0.6 + rng.next() * 0.15)),
    priceMax: roundMan(profile.cost * (1.25 + rng.next() * 0.3)),
    capacityMin: profile.capMin,
    capacityMax: profile.capMax,
  };
}

export function telFor(rng: Rng, code: string): string {
  const localLen = 10 - code.length;
  const first = localLen - 4;
  const a = String(rng.int(10 ** (first - 1) * 2, 10 ** first - 1));
  const b = String(rng.int(0, 9999)).padStart(4, '0');
  return `${code}-${a}-${b}`;
}

export function slugify(kana: string): string {
  return toRomaji(kana).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'hall';
}
