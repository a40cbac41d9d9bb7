import type { SeedContext } from './context';
import { apportion } from './hallHelpers';
import { PREFECTURES } from './data/regions';

/**
 * Each demo member's wedding, decided once for both the account (wedding prefecture and season,
 * her self-introduction) and the bride report (prefecture, hall, date): the two seeders call these
 * with the same context and get the same answer.
 */
export interface Wedding {
  /** The prefecture she married in (her account's wedding prefecture and her report's). */
  prefSlug: string;
  /** yyyy-MM-dd, in the past: every member with a report is a 先輩花嫁. */
  date: string;
}

const DAY = 86400000;

/** Generated members at a scale (bride0001@example.com …), or the market's members but the demo logins. */
export function generatedMemberCount(ctx: SeedContext, demoLogins: number): number {
  if (ctx.market) return ctx.market.members - demoLogins;
  // Enough members that at scale 1 over 300 public bride reports remain after the private and inactive ones.
  return Math.max(10, Math.round(380 * ctx.scale));
}

export function generatedMemberEmail(index: number): string {
  return `bride${String(index + 1).padStart(4, '0')}@example.com`;
}

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T12:00:00+09:00`) - days * DAY).toISOString().slice(0, 10);
}

/** One wedding in every prefecture when there are members enough, else one in each region's largest. */
function weddingFloor(count: number): number[] {
  if (count >= PREFECTURES.length) return PREFECTURES.map(() => 1);
  const largest = new Map<string, (typeof PREFECTURES)[number]>();
  for (const p of PREFECTURES) if (!largest.has(p.region) || largest.get(p.region)!.weight < p.weight) largest.set(p.region, p);
  const chosen = new Set([...largest.values()].map((p) => p.slug));
  return PREFECTURES.map((p) => (count >= chosen.size && chosen.has(p.slug) ? 1 : 0));
}

/**
 * The generated members' weddings, in member order: their prefectures apportioned by the halls'
 * weights (so Tokyo, Osaka and Kanagawa have the most reports, as they have the most halls),
 * every prefecture (or, at small scales, every region) at least once, shuffled; dates 30–1100 days ago.
 */
export function generatedWeddings(ctx: SeedContext, demoLogins: number): Wedding[] {
  const rng = ctx.rng('weddings');
  const count = generatedMemberCount(ctx, demoLogins);
  const floor = weddingFloor(count);
  const perPref = apportion(count - floor.reduce((a, b) => a + b, 0), PREFECTURES.map((p) => p.weight)).map((n, i) => n + floor[i]);
  const prefs = rng.sample(PREFECTURES.flatMap((p, i) => Array.from({ length: perPref[i] }, () => p.slug)), count);
  return prefs.map((prefSlug) => ({ prefSlug, date: daysBefore(ctx.today, rng.int(30, 1100)) }));
}

/** The documented logins' weddings (README "Demo accounts"); the staff account has none. */
export function demoWedding(ctx: SeedContext, email: string): Wedding | null {
  switch (email) {
    // hanako: married in Tokyo five months ago; her report is the picked-up one of README.
    case 'hanako@example.com': return { prefSlug: 'tokyo', date: daysBefore(ctx.today, 150) };
    case 'official@example.com': return { prefSlug: 'tokyo', date: daysBefore(ctx.today, 400) };
    case 'private@example.com': return { prefSlug: 'kanagawa', date: daysBefore(ctx.today, 240) };
    default: return null;
  }
}

/** The account's wedding season (accounts' `yyyy-Qn`) of a date. */
export function seasonOfWedding(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** 「2025年12月」 */
export function monthLabel(date: string): string {
  return `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月`;
}
