import seedrandom from 'seedrandom';
import { japanToday as todayInJapan } from '@/lib/japanDate';

/** What every domain's generator gets: the scale, a named deterministic PRNG, and "today". */
export interface SeedContext {
  scale: number;
  /** A PRNG per name: the same sequence on every machine, independent of other generators. */
  rng(name: string): Rng;
  /** Today in Japan (yyyy-MM-dd): fairs and dates are laid out around it. */
  today: string;
  log(message: string): void;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  sample<T>(list: readonly T[], n: number): T[];
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function makeRng(seed: string): Rng {
  const r = seedrandom(seed);
  const rng: Rng = {
    next: () => r.quick(),
    int: (min, max) => min + Math.floor(r.quick() * (max - min + 1)),
    pick: (list) => list[Math.floor(r.quick() * list.length)],
    chance: (p) => r.quick() < p,
    sample: (list, n) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(r.quick() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
    },
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let x = r.quick() * total;
      for (const [v, w] of items) {
        x -= w;
        if (x <= 0) return v;
      }
      return items[items.length - 1][0];
    },
  };
  return rng;
}

export { todayInJapan };

export function createSeedContext(scale: number, opts: { today?: string; quiet?: boolean } = {}): SeedContext {
  return {
    scale,
    rng: (name) => makeRng(`musubi:${name}`),
    today: opts.today ?? todayInJapan(),
    log: (m) => {
      if (!opts.quiet) console.log(`[seed] ${m}`);
    },
  };
}

/** Inserts rows in chunks so a large scale does not build one giant statement. */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
