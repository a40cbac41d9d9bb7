import { render, screen } from '@testing-library/react';
import type { PartnerWeek } from '@/api/contract/partnerDesk';

// uPlot draws on a canvas, which jsdom does not have: the test checks what the page hands it.
const drawn: { options: { width: number; height: number; series: { label?: string; stroke?: string }[] }; data: number[][]; destroy: jest.Mock }[] = [];
jest.mock('uplot', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((options, data) => {
    const plot = { options, data, destroy: jest.fn(), setSize: jest.fn() };
    drawn.push(plot);
    return plot;
  }),
}));

import WeeklyCharts from '@/components/partners/WeeklyCharts';

class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

const weeks: PartnerWeek[] = [
  { week: '2026-11-09', views: 240, clips: 6, reservations: 3, attendances: 2, reviews: 1, contracts: 1, conversion: 1.3 },
  { week: '2026-11-02', views: 180, clips: 4, reservations: 1, attendances: 0, reviews: 0, contracts: 0, conversion: 0.6 },
];

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
beforeEach(() => {
  drawn.length = 0;
});

describe('WeeklyCharts (/partner/stats)', () => {
  it('draws the views and the couple\'s steps, oldest week first, and names each chart for screen readers', () => {
    render(<WeeklyCharts weeks={weeks} />);
    expect(drawn).toHaveLength(2);
    const [views, steps] = drawn;
    expect(views.data).toEqual([[0, 1], [180, 240]]);
    expect(views.options.series.slice(1).map((s) => s.label)).toEqual(['閲覧']);
    expect(steps.options.series.slice(1).map((s) => s.label)).toEqual(['クリップ', 'フェア予約', '来館', '口コミ', '成約']);
    expect(steps.data[2]).toEqual([1, 3]);
    expect(screen.getByRole('img', { name: /^閲覧の推移（11\/2〜から2週）：閲覧は合計420件（最多は11\/9〜の週の240件）$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /フェア予約は合計4件/ })).toBeInTheDocument();
    expect(screen.getByText('クリップ・予約・来館・口コミ・成約の推移')).toBeInTheDocument();
  });

  it('lets the charts go when the page does', () => {
    const { unmount } = render(<WeeklyCharts weeks={weeks} />);
    unmount();
    expect(drawn.every((p) => p.destroy.mock.calls.length === 1)).toBe(true);
  });
});
