/**
 * Whether a couple's wedding is behind them, from the season she gave (`2026-Q3`, the account's
 * wedding_season): only once the whole quarter has ended, so nobody is told "after the wedding"
 * before hers. No season: unknown, so not passed.
 */
export function weddingHasPassed(season: string | null | undefined, today: Date = new Date()): boolean {
  const m = /^(\d{4})-Q([1-4])$/.exec(season ?? '');
  if (!m) return false;
  const firstDayAfter = new Date(Number(m[1]), Number(m[2]) * 3, 1);
  return today.getTime() >= firstDayAfter.getTime();
}
