import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StaffMagazinePage from '../../../pages/staff/magazine';
import type { WordpressSyncState } from '../../../api/contract/wordpress';

const replace = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ replace, push: replace, query: {}, asPath: '/staff/magazine' }) }));
const call = jest.fn();
jest.mock('../../../api/client', () => ({ __esModule: true, browserApi: () => ({ call }) }));

const meta = { title: 'マガジンの同期', description: '', canonical: '/staff/magazine', noindex: true } as never;
const state = (over: Partial<WordpressSyncState> = {}): WordpressSyncState => ({
  site_url: 'https://blog.example.jp', interval_seconds: 60, last_success_at: '2026-11-28T01:00:00Z', last_error_at: '2026-11-28T00:30:00Z',
  last_error: '/wp-json/wp/v2/posts: HTTP 500', failures: 0, next_run_at: '2026-11-28T01:01:00Z', running: false, posts_synced: 42, last_changed: 3,
  skipped: [{ wp_id: 77, reason: '本文が大きすぎます（1200000 文字、上限 1000000 文字）' }], ...over,
});

beforeEach(() => call.mockReset());

describe('/staff/magazine', () => {
  it('shows the last success, the last error, the posts synced and the skipped posts', () => {
    render(<StaffMagazinePage meta={meta} sync={state()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'マガジンの同期' })).toBeInTheDocument();
    expect(screen.getByTestId('posts-synced')).toHaveTextContent('42件');
    expect(screen.getByTestId('last-error')).toHaveTextContent('HTTP 500');
    expect(screen.getByTestId('last-success')).not.toHaveTextContent('まだありません');
    expect(screen.getByText(/投稿ID 77：本文が大きすぎます/)).toBeInTheDocument();
  });

  it('asks for a sync now and says so', async () => {
    call.mockResolvedValue({ requested: true });
    render(<StaffMagazinePage meta={meta} sync={state()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '今すぐ同期する' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/staff/magazine/sync' }), {});
    expect(await screen.findByRole('status')).toHaveTextContent('同期を始めました');
  });

  it('says when WordPress is not configured, and offers no button to press', () => {
    render(<StaffMagazinePage meta={meta} sync={state({ site_url: null, last_success_at: null, last_error: null, skipped: [] })} />);
    expect(screen.getByText(/WordPress の連携は設定されていません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '今すぐ同期する' })).toBeDisabled();
    expect(screen.getByTestId('last-error')).toHaveTextContent('ありません');
  });
});
