import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BrideCard as Card } from '@/api/contract/brides';
import type { HallBrideReport } from '@/api/contract/halls';
import { BrideCardList } from '@/components/brides/BrideCard';
import { HallBrideReportList } from '@/components/brides/HallBrideReportList';
import { renderWithStore } from '../clips/support';

const card: Card = {
  id: 41, user_id: 41, basic_nickname: 'さくら', basic_region: '東京都', basic_iconimage: '', reception_cover_image2: { photo: { photo_url: '/media/brides/a1/ceremony/1.jpg' } },
  reception_place: 'テストガーデン迎賓館', reception_taste: 'ナチュラル', reception_style: '家族婚', profile_share_url: 'http://localhost/brides/41', hall_id: 5,
  title: '緑あふれるガーデンで温かい家族婚', wedding_date: '2025-10-11', season: 'autumn', season_label: '秋', style: 'family', prefecture_slug: 'tokyo', region_slug: 'kanto',
  guest_count: 18, total_cost: 1200000, theme_tags: [{ id: 1, name: 'ナチュラル' }, { id: 2, name: '少人数' }, { id: 3, name: 'ガーデン' }, { id: 4, name: '家族婚' }, { id: 5, name: 'DIY' }],
  photo_count: 40, loved_count: 12, viewed_count: 300, is_official: true,
};
const hallReport: HallBrideReport = {
  id: 41, user_id: 41, hall_id: 5, nickname: 'さくら', icon_url: '', wedding_date: '2025-10-11', season: 'autumn', season_label: '秋', guest_count: 18, cost: 1200000, style: '家族婚',
  taste: 'ナチュラル', title: card.title, comment: '家族とゆっくり話せました。', cover_image_url: '', photo_urls: [], photo_count: 40, loved_count: 12, posted_at: '2025-11-01T00:00:00.000Z', report_url: '/brides/41',
};

const posted: unknown[] = [];
const server = setupServer(
  http.get('*/api/csrf', () => HttpResponse.json({ token: 't' })),
  http.get('*/api/wn/bride_report_clips/status', () => HttpResponse.json([{ id: 41, clip_count: 2, is_clipped: false }])),
  http.post('*/api/wn/bride_report_clips', () => HttpResponse.json({ id: 41, clip_count: 3, is_clipped: true })),
);
const UA = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MusubiApp/3.1.0', configurable: true });
  window.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m) } } };
});
afterEach(() => {
  posted.length = 0;
  delete window.webkit;
  if (UA) Object.defineProperty(window.navigator, 'userAgent', UA);
});
afterAll(() => server.close());

describe('bride report lists', () => {
  it('a card links to the report, shows every theme and the official badge, and clips as the bride (user_id)', async () => {
    const { store } = renderWithStore(<BrideCardList brides={[card]} label="一覧" />);
    const item = screen.getByRole('article');
    expect(within(item).getByRole('link', { name: card.title })).toHaveAttribute('href', '/brides/41');
    expect(within(item).getByRole('list', { name: 'テーマ' }).children).toHaveLength(5);
    expect(within(item).getByText('公式')).toBeInTheDocument();
    expect(within(item).getByText('120万円')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().clips.brideReports[41]).toBeDefined());
    await userEvent.click(within(item).getByRole('button', { name: (n: string) => n.startsWith(`${card.title}をクリップする`) }));
    await waitFor(() => expect(store.getState().clips.brideReportRequest.status).toBe('done'));
    expect(posted).toEqual([{ type: 'clip', target: 'user', user_id: 41, clipped: true }]);
  });

  it('the hall\'s list links each report to its page and can clip it', () => {
    renderWithStore(<HallBrideReportList reports={[hallReport]} />);
    expect(screen.getByRole('link', { name: card.title })).toHaveAttribute('href', '/brides/41');
    expect(screen.getByText('家族とゆっくり話せました。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: (n: string) => n.startsWith(`${card.title}をクリップする`) })).toBeInTheDocument();
  });

  it('says so when the hall has no report yet', () => {
    renderWithStore(<HallBrideReportList reports={[]} />);
    expect(screen.getByText('この式場の花嫁レポートはまだありません。')).toBeInTheDocument();
  });
});
