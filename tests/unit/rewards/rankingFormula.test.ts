import { bayesianScore, rankingFormulaText } from '@/lib/halls/rankingFormula';

describe('the ranking formula (Bayesian average towards the region mean, C = 10)', () => {
  it('a hall with two 5.0 reviews stays below a hall with 40 reviews averaging 4.5 (region mean 4.0)', () => {
    const fewFives = bayesianScore(5, 2, 4.0); // (10×4 + 2×5) ÷ 12 = 4.1667
    const manyGood = bayesianScore(4.5, 40, 4.0); // (10×4 + 40×4.5) ÷ 50 = 4.4
    expect(fewFives).toBeCloseTo(50 / 12, 10);
    expect(manyGood).toBeCloseTo(4.4, 10);
    expect(manyGood).toBeGreaterThan(fewFives);
  });

  it('no reviews is the region mean; many reviews approach the hall\'s own average', () => {
    expect(bayesianScore(0, 0, 3.8)).toBe(3.8);
    expect(bayesianScore(4.6, 990, 3.8)).toBeCloseTo((38 + 990 * 4.6) / 1000, 10);
  });

  it('is written out in Japanese with the region and its mean', () => {
    const text = rankingFormulaText('関東', 4.123).join('\n');
    expect(text).toContain('関東地方');
    expect(text).toContain('4.12');
    expect(text).toContain('計算式');
    expect(text).not.toMatch(/Bayes|prior/i);
  });
});
