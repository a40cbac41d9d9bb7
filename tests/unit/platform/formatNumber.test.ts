import fc from 'fast-check';
import { formatMan, formatNumber, formatYen } from '@/lib/format';

// formatNumber stands in for toLocaleString('ja-JP') (no Intl in the browser's first render): the same text.
describe('formatNumber', () => {
  it('writes integers, decimals and negatives as toLocaleString("ja-JP") does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: -99999, max: 99999 }).map((n) => n / 10)), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('ja-JP'));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([[0, '0'], [999, '999'], [1000, '1,000'], [1234567, '1,234,567'], [1234.5, '1,234.5'], [-0.0001, '-0'], [Number.NaN, 'NaN'], [Number.POSITIVE_INFINITY, '∞']])('%p → %s', (n, text) => {
    expect(formatNumber(n)).toBe(n.toLocaleString('ja-JP'));
    expect(formatNumber(n)).toBe(text);
  });

  it('keeps the glossary formats', () => {
    expect(formatYen(3456789.4)).toBe('¥3,456,789');
    expect(formatMan(3200000)).toBe('320万円');
    expect(formatMan(12345678)).toBe('1,234.6万円');
  });
});
