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
  /** The sizes of the Japanese market (`seed --market`); absent for the demo scales. */
  market?: MarketSizes;
}

/**
 * What `npm run seed -- --market` fills PostgreSQL with (issue 36), times its fraction. The demo
 * scales leave these to their own counts; a generator reads a size only when it is set.
 */
export interface MarketSizes {
  /** Halls in Japan. */
  halls: number;
  /** Fairs and their slots are laid out this many weeks ahead. */
  fairWeeksAhead: number;
  /** Published 口コミ in all. */
  reviews: number;
  /** Members in all. */
  members: number;
  /** Members with a bride report. */
  brideReports: number;
  /** Photos of a bride's album, fewest and most (3–6 albums each). */
  photosPerAlbum: readonly [number, number];
  /** Magazine articles. */
  articles: number;
  /** Hall, article and report clips and いいね together. */
  clipsAndLoves: number;
}

/** The Japanese market's size (issue 36), times `fraction` (0 < fraction ≤ 1) for a smaller copy with the same shape. */
export function marketSizes(fraction = 1): MarketSizes {
  const n = (full: number, least = 1) => Math.max(least, Math.round(full * fraction));
  return {
    halls: n(3000, 3),
    fairWeeksAhead: 13,
    reviews: n(300_000, 10),
    members: n(1_000_000, 20),
    brideReports: n(100_000, 5),
    // 3–6 albums of 2–7 photos: ≈ 20 photos a report, 2,000,000 for 100,000 reports.
    photosPerAlbum: [2, 7],
    articles: n(20_000, 20),
    clipsAndLoves: n(5_000_000, 50),
  };
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

export function createSeedContext(scale: number, opts: { today?: string; quiet?: boolean; market?: MarketSizes } = {}): SeedContext {
  return {
    scale,
    market: opts.market,
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
