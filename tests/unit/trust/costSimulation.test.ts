import { quantile, simulate } from '@/server/halls/costSimulation';

describe('見積もりシミュレーション', () => {
  it('scales each real report to her guest count and gives the median with the middle half', () => {
    const reports = [
      { total: 3000000, guestCount: 60 },
      { total: 4000000, guestCount: 80 },
      { total: 2000000, guestCount: 40 },
      { total: 3600000, guestCount: 60 },
    ];
    const r = simulate(reports, 60);
    expect(r.report_count).toBe(4);
    expect(r.low!).toBeLessThanOrEqual(r.expected!);
    expect(r.expected!).toBeLessThanOrEqual(r.high!);
    // 3,000,000 for 60 guests stays 3,000,000 for 60 guests.
    expect(simulate([{ total: 3000000, guestCount: 60 }], 60).expected).toBe(3000000);
    // More guests cost more, but less than proportionally (a part does not grow with guests).
    const doubled = simulate([{ total: 3000000, guestCount: 60 }], 120).expected!;
    expect(doubled).toBeGreaterThan(3000000);
    expect(doubled).toBeLessThan(6000000);
    expect(r.per_person).toBe(Math.round(r.expected! / 60));
  });

  it('says nothing without reports', () => {
    expect(simulate([], 60)).toEqual({ guests: 60, report_count: 0, expected: null, low: null, high: null, per_person: null });
  });

  it('quantile interpolates', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});
