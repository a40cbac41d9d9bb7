import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { LoginRequestModal } from '../../../components/accounts/LoginRequestModal';
import { PendingActionReplay } from '../../../components/accounts/PendingActionReplay';
import { HallClipButton } from '../../../components/clips/HallClipButton';
import { LoveButton } from '../../../components/clips/LoveButton';
import { PENDING_ACTION_STORAGE_KEY, PENDING_ACTION_TTL_MS } from '../../../lib/constants';
import { doneRemote } from '../../../store/remote';
import { hydrate } from '../../../store';
import { renderWithStore, member } from '../clips/support';

const route = { pathname: '/halls/[id]' };
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => route }));

const hallPosts: unknown[] = [];
const lovePosts: string[] = [];
const server = setupServer(
  http.post('*/api/wn/hall_clips', async ({ request }) => {
    hallPosts.push(await request.json());
    return HttpResponse.json({ hall_id: 3, clipped: true, created: true, hall_clip: { id: 1, hall_id: 3, user_id: 7, note: '', note_shared: false, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } });
  }),
  http.get('*/api/wn/hall_clips/bulk', () => HttpResponse.json([])),
  http.post('*/api/love/add/', async ({ request }) => {
    lovePosts.push(await request.text());
    return HttpResponse.json({ status: 'success', error: null, type: 'webpage', id: null, url: '/guide/fair', loved: true, loved_count: 4 });
  }),
  http.get('*/api/love/list/', () => HttpResponse.json({ status: 'success', error: null, loved: [], total: 0, page: 1, total_pages: 0 })),
);

const UA = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hallPosts.length = 0;
  lovePosts.length = 0;
  route.pathname = '/halls/[id]';
  window.sessionStorage.clear();
  delete window.webkit;
  if (UA) Object.defineProperty(window.navigator, 'userAgent', UA);
});
afterAll(() => server.close());

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PendingActionReplay />
      {children}
      <LoginRequestModal />
    </>
  );
}

const signIn = (store: ReturnType<typeof renderWithStore>['store']) =>
  act(() => {
    store.dispatch(hydrate({ user: { ...store.getState().user, me: doneRemote(member) } }));
  });

describe('the save that opened the register prompt', () => {
  it('clips the hall once she is signed in and back on a page, exactly once', async () => {
    route.pathname = '/halls/[id]';
    const { store, rerender } = renderWithStore(<Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page>, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^テストガーデンをクリップする/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // She follows 会員登録 (the kept save survives the page change) and registers.
    await userEvent.click(screen.getByRole('link', { name: '会員登録（無料）' }));
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)!)).toMatchObject([{ kind: 'hall_clip', payload: { hallId: 3 } }]);
    route.pathname = '/register';
    rerender(<Provider store={store}><Page><h1>会員登録（無料）</h1></Page></Provider>);
    signIn(store);
    // Not on the register page itself: the save waits for the page she returns to.
    expect(hallPosts).toEqual([]);
    route.pathname = '/halls/[id]';
    rerender(<Provider store={store}><Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page></Provider>);
    await waitFor(() => expect(hallPosts).toEqual([{ hall_id: 3 }]));
    await waitFor(() => expect(store.getState().clips.hallRequest.status).not.toBe('started'));
    expect(screen.getByRole('button', { name: /^テストガーデンをクリップする/ })).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)).toBeNull();
    route.pathname = '/clips';
    rerender(<Provider store={store}><Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page></Provider>);
    await waitFor(() => expect(store.getState().clips.hallRequest.status).not.toBe('started'));
    expect(hallPosts).toHaveLength(1);
  });

  it('keeps every clip asked for before login, and the prompt goes by itself once her session is known', async () => {
    const { store } = renderWithStore(<Page><HallClipButton hallId={3} hallName="テストガーデン" /><HallClipButton hallId={4} hallName="海辺のチャペル" /></Page>, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^テストガーデンをクリップする/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('気になる式場をクリップして');
    await userEvent.click(screen.getByRole('link', { name: 'ログイン' }));
    await userEvent.click(screen.getByRole('button', { name: /^海辺のチャペルをクリップする/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Her session arrives while the prompt is open: both clips are saved and nothing hides them.
    signIn(store);
    await waitFor(() => expect(hallPosts).toEqual([{ hall_id: 3 }, { hall_id: 4 }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().app.requestLogin).toBe(false);
  });

  it('loves a web page after login (a second kind through the same mechanism)', async () => {
    const { store } = renderWithStore(<Page><LoveButton type="webpage" url="/guide/fair" subject="フェアガイド" /></Page>, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^フェアガイドをいいね/ }));
    await userEvent.click(screen.getByRole('link', { name: 'ログイン' }));
    signIn(store);
    await waitFor(() => expect(lovePosts).toHaveLength(1));
    expect(new URLSearchParams(lovePosts[0]).get('url')).toBe('/guide/fair');
  });

  it('is given up when she closes the prompt', async () => {
    const { store } = renderWithStore(<Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page>, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^テストガーデンをクリップする/ }));
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)).toBeNull();
    signIn(store);
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('done'));
    expect(hallPosts).toEqual([]);
  });

  it.each([
    ['an expired save', { kind: 'hall_clip', payload: { hallId: 3 }, savedAt: Date.now() - PENDING_ACTION_TTL_MS - 1 }],
    ['an unknown kind', { kind: 'delete_account', payload: {}, savedAt: Date.now() }],
    ['a payload its validator refuses', { kind: 'hall_clip', payload: { hallId: '3; drop' }, savedAt: Date.now() }],
    ['text that is not JSON', '{'],
  ])('ignores %s and removes it', async (_, kept) => {
    window.sessionStorage.setItem(PENDING_ACTION_STORAGE_KEY, typeof kept === 'string' ? kept : JSON.stringify(kept));
    const { store } = renderWithStore(<Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page>);
    await waitFor(() => expect(store.getState().clips.hallRequest.status).toBe('done'));
    expect(hallPosts).toEqual([]);
    expect(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)).toBeNull();
  });

  it('inside the app asks the wrapper to log in instead of showing the web prompt', async () => {
    const posted: unknown[] = [];
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MusubiApp/3.1.0 iOS', configurable: true });
    window.webkit = { messageHandlers: { musubi: { postMessage: (m: unknown) => posted.push(m) } } };
    window.history.pushState({}, '', '/halls/3');
    renderWithStore(<Page><HallClipButton hallId={3} hallName="テストガーデン" /></Page>, { anonymous: true });
    await userEvent.click(screen.getByRole('button', { name: /^テストガーデンをクリップする/ }));
    expect(posted).toEqual([{ type: 'login_required', destination_url: 'http://localhost/halls/3', action: 'hall_clip' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)).toContain('hall_clip');
  });
});
