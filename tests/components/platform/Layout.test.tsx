import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { Layout } from '../../../components/layout/Layout';
import { makeStore } from '../../../store';
import { initialUserState } from '../../../store/slices/user';
import { doneRemote } from '../../../store/remote';
import { member } from '../clips/support';
import { appActions } from '../../../store/slices/app';

jest.mock('next/router', () => {
  const events = { on: jest.fn(), off: jest.fn(), emit: jest.fn() };
  const router = { pathname: '/magazine', asPath: '/magazine/12', query: {}, push: jest.fn(), events };
  return { __esModule: true, default: router, useRouter: () => router };
});

let meCalls = 0;
const server = setupServer(
  http.get('*/api/accounts/me', () => {
    meCalls += 1;
    return HttpResponse.json({ user: null });
  }),
  // A member's header counts her ring favourites.
  http.get('*/ring/api/v1/:kind/favorite', () => HttpResponse.json({ status_code: 200, meta: { total: 0, page: 1, page_size: 1 }, data: [] })),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  document.cookie = 'musubi_member=; max-age=0; path=/';
  meCalls = 0;
});
afterAll(() => server.close());

function renderShell(preloaded?: Parameters<typeof makeStore>[0]) {
  const store = makeStore(preloaded);
  render(
    <Provider store={store}>
      <Layout>
        <h1>ページ本文</h1>
      </Layout>
    </Provider>,
  );
  return store;
}

describe('Layout', () => {
  it('asks the server who is signed in only when the browser carries the member hint', async () => {
    renderShell();
    await within(screen.getByRole('navigation', { name: 'アカウント' })).findByRole('link', { name: 'ログイン' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(meCalls).toBe(0);
  });

  it('shows the member her menu when the hint says she may be signed in', async () => {
    document.cookie = 'musubi_member=1; path=/';
    server.use(http.get('*/api/accounts/me', () => {
      meCalls += 1;
      return HttpResponse.json({ user: { user_id: 1, email: 'h@example.jp', nickname: 'はなこ', wedding_prefecture_slug: 'tokyo', wedding_prefecture_name: '東京都', wedding_region_slug: 'kanto', wedding_region_name: '関東', wedding_season: '2027-Q2', is_official: false, is_staff: false, email_verified: true, created_at: '2026-11-01T00:00:00.000Z' } });
    }));
    renderShell();
    await screen.findByText('はなこさん');
    expect(meCalls).toBe(1);
  });

  it('has the logo, the site search to /search?q= and the main sections', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'musubi ムスビ （ホーム）' })).toHaveAttribute('href', '/');
    const search = screen.getByRole('search', { name: 'サイト内検索' });
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('combobox', { name: '式場・フェア・記事をキーワードで検索' })).toHaveAttribute('name', 'q');
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const links = within(nav).getAllByRole('link');
    // next/link drops the trailing slash under Jest (no trailingSlash config); the built site keeps /halls/search/.
    expect(links.map((a) => [a.textContent, a.getAttribute('href')?.replace(/\/$/, '')])).toEqual([
      ['式場を探す', '/halls/search'],
      ['フェア', '/fairs'],
      ['指輪', '/ring'],
      ['マガジン', '/magazine'],
      ['花嫁レポート', '/brides'],
      ['クリップ', '/clips'],
    ]);
    expect(within(nav).getByRole('link', { name: 'マガジン' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('ページ本文');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The account corner (accounts engineer) asks who is logged in and offers ログイン.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('light (a parent’s page): the logo alone in the header, no search, account corner or sections', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Layout light>
          <h1>ページ本文</h1>
        </Layout>
      </Provider>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'musubi ムスビ （ホーム）' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'ログイン' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('ページ本文');
  });

  it('fills the device state: small window below 768px', async () => {
    const store = renderShell();
    await within(screen.getByRole('banner')).findByRole('link', { name: 'ログイン' });
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(store.getState().app.isSmall).toBe(true);
    expect(store.getState().app.isInApp).toBe(false);
  });

  it('shows the photo-print notice to a couple whose wedding is behind them, and hiding it keeps it hidden', async () => {
    const user = userEvent.setup();
    const store = renderShell({ user: { ...initialUserState, me: doneRemote({ ...member, wedding_season: '2024-Q4' }) } });
    const banner = await screen.findByRole('complementary', { name: 'お知らせ' });
    expect(banner).toHaveTextContent('結婚式の写真をプリントに');
    // Our own guide, not an app that does not exist.
    expect(banner).not.toHaveTextContent('musubi プリント');
    expect(within(banner).getByRole('link', { name: '結婚式の写真のプリントについて詳しく' })).toHaveAttribute('href', '/photo-print');
    expect(banner.compareDocumentPosition(screen.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'このお知らせを閉じる' }));
    expect(screen.queryByRole('complementary', { name: 'お知らせ' })).toBeNull();
    expect(store.getState().app.floatingBanner.hiddenItems).toContain('photo-print');
    expect(JSON.parse(window.localStorage.getItem('musubi_hidden_banners')!)).toEqual(['photo-print']);
  });

  it.each([
    ['an anonymous visitor', undefined],
    ['a couple still planning', { user: { ...initialUserState, me: doneRemote({ ...member, wedding_season: '2099-Q2' }) } }],
    ['a member who gave no season', { user: { ...initialUserState, me: doneRemote({ ...member, wedding_season: null }) } }],
  ])('shows no photo-print notice to %s', async (_who, preloaded) => {
    window.localStorage.clear();
    renderShell(preloaded);
    await screen.findByRole('contentinfo');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('complementary', { name: 'お知らせ' })).toBeNull();
  });

  it('shows the register prompt when a save needs an account', async () => {
    const store = renderShell();
    await within(screen.getByRole('banner')).findByRole('link', { name: 'ログイン' });
    act(() => {
      store.dispatch(appActions.setRequestLogin(true));
    });
    // The dialog's code is fetched when it is first needed.
    expect(await screen.findByRole('dialog')).toHaveTextContent('保存するには会員登録（無料）が必要です');
  });
});
