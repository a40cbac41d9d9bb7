import { weddingHasPassed } from '../../../lib/weddingPassed';

describe('weddingHasPassed', () => {
  const today = new Date(2026, 10, 28);
  it('only once the whole season she gave has ended', () => {
    expect(weddingHasPassed('2026-Q3', today)).toBe(true);
    expect(weddingHasPassed('2024-Q4', today)).toBe(true);
    expect(weddingHasPassed('2026-Q4', today)).toBe(false);
    expect(weddingHasPassed('2027-Q1', today)).toBe(false);
    expect(weddingHasPassed('2026-Q4', new Date(2027, 0, 1))).toBe(true);
  });
  it('no season, or not a season: not passed', () => {
    expect(weddingHasPassed(null, today)).toBe(false);
    expect(weddingHasPassed('spring', today)).toBe(false);
  });
});
