import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { costReports } from '../db/schema';
import { ensureHall } from './ensureHall';

/** The q-quantile of sorted numbers (linear between neighbours). */
export function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const round1000 = (yen: number) => Math.round(yen / 1000) * 1000;

/**
 * Each report's total split into a fixed part (the ceremony, attire, …: what does not grow with
 * guests, taken as a quarter of its total) and a per-guest part, scaled to her guest count.
 * The expected total is the median of those, the spread the middle half.
 */
export function simulate(reports: { total: number; guestCount: number }[], guests: number) {
  const valid = reports.filter((r) => r.guestCount > 0 && r.total > 0);
  if (valid.length === 0) return { guests, report_count: 0, expected: null, low: null, high: null, per_person: null };
  const scaled = valid.map((r) => r.total * 0.25 + ((r.total * 0.75) / r.guestCount) * guests).sort((a, b) => a - b);
  const expected = round1000(quantile(scaled, 0.5));
  return {
    guests,
    report_count: valid.length,
    expected,
    low: round1000(quantile(scaled, 0.25)),
    high: round1000(quantile(scaled, 0.75)),
    per_person: Math.round(expected / guests),
  };
}

export async function costSimulation(db: Db, hallId: number, guests: number) {
  await ensureHall(db, hallId);
  const rows = await db.select({ total: costReports.total, guestCount: costReports.guestCount }).from(costReports).where(eq(costReports.hallId, hallId));
  return simulate(rows, guests);
}
