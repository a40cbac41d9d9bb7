import { cpuMsAtReference, cpuSlowdownMultiplier, median, REFERENCE_INDEX, rpsAtReference } from '@/scripts/lib/hostSpeed';

describe("Lighthouse's CPU throttling calculator", () => {
  it('gives 2 + (index − 800) / 500 from 800 to 1,300', () => {
    expect(cpuSlowdownMultiplier(800)).toBe(2);
    expect(cpuSlowdownMultiplier(1050)).toBe(2.5);
    expect(cpuSlowdownMultiplier(1300)).toBe(3);
  });

  it('gives 3 + (index − 1,300) / 233 above 1,300', () => {
    // 1,532 is where the mobile preset's 4× is right.
    expect(cpuSlowdownMultiplier(1533)).toBe(4);
    expect(cpuSlowdownMultiplier(2000)).toBe(6);
    // The hosts the project's earlier figures were taken on.
    expect(cpuSlowdownMultiplier(2600)).toBeCloseTo(8.6, 5);
    expect(cpuSlowdownMultiplier(2900)).toBeCloseTo(9.9, 5);
  });

  it('is proportional below 800 and never speeds a host up', () => {
    expect(cpuSlowdownMultiplier(600)).toBe(1.5);
    expect(cpuSlowdownMultiplier(400)).toBe(1);
    expect(cpuSlowdownMultiplier(100)).toBe(1);
  });

  it('grows with the index, without a step at the joins', () => {
    let previous = cpuSlowdownMultiplier(100);
    for (let index = 100; index <= 4000; index += 10) {
      const m = cpuSlowdownMultiplier(index);
      expect(m).toBeGreaterThanOrEqual(previous);
      expect(m - previous).toBeLessThanOrEqual(0.2);
      previous = m;
    }
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdownMultiplier(0)).toThrow();
    expect(() => cpuSlowdownMultiplier(NaN)).toThrow();
  });
});

describe('figures scaled to the reference host', () => {
  it('takes the median of readings, ignoring failed ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it('scales CPU time up and throughput down for a host faster than the reference', () => {
    expect(REFERENCE_INDEX).toBe(1200);
    expect(cpuMsAtReference(10, 2400)).toBe(20);
    expect(rpsAtReference(100, 2400)).toBe(50);
    expect(cpuMsAtReference(10, 1200)).toBe(10);
    expect(rpsAtReference(100, 600)).toBe(200);
  });
});
