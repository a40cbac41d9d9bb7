import type { PartnerWeek } from '@/api/contract/partnerDesk';
import { WEEKLY_CHARTS, chartData, chartSummary, weekLabel } from '@/lib/partners/weeklyCharts';

const week = (w: string, views: number, reservations = 0): PartnerWeek => ({ week: w, views, clips: 1, reservations, attendances: 0, reviews: 0, contracts: 0, conversion: views ? (reservations / views) * 100 : null });
const [viewsChart, stepsChart] = WEEKLY_CHARTS;

describe('the partner\'s weekly charts', () => {
  it('labels a week by its Monday, without leading zeros', () => {
    expect(weekLabel('2026-11-02')).toBe('11/2〜');
    expect(weekLabel('2027-01-11')).toBe('1/11〜');
  });

  it('puts the weeks oldest first, one column per line of the chart', () => {
    const weeks = [week('2026-11-16', 30, 2), week('2026-11-02', 10), week('2026-11-09', 20, 1)];
    expect(chartData(weeks, viewsChart)).toEqual({ labels: ['11/2〜', '11/9〜', '11/16〜'], columns: [[0, 1, 2], [10, 20, 30]] });
    const steps = chartData(weeks, stepsChart);
    expect(steps.columns).toHaveLength(1 + stepsChart.lines.length);
    expect(steps.columns[stepsChart.lines.findIndex((l) => l.key === 'reservations') + 1]).toEqual([0, 1, 2]);
  });

  it('tells a screen reader the totals and the busiest week', () => {
    const weeks = [week('2026-11-02', 10), week('2026-11-09', 1200), week('2026-11-16', 30)];
    expect(chartSummary(weeks, viewsChart)).toBe('閲覧の推移（11/2〜から3週）：閲覧は合計1,240件（最多は11/9〜の週の1,200件）');
    expect(chartSummary(weeks, stepsChart)).toContain('成約は合計0件');
    expect(chartSummary([], viewsChart)).toBe('閲覧の推移：データはまだありません');
  });

  it('draws every number of the week but the conversion, each line in its own colour', () => {
    const keys = WEEKLY_CHARTS.flatMap((c) => c.lines.map((l) => l.key));
    expect(new Set(keys)).toEqual(new Set(['views', 'clips', 'reservations', 'attendances', 'reviews', 'contracts']));
    for (const chart of WEEKLY_CHARTS) expect(new Set(chart.lines.map((l) => l.color)).size).toBe(chart.lines.length);
  });
});
