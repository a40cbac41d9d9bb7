import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createApiClient } from '../../../api/client';
import { createHttpTransport } from '../../../api/httpTransport';
import { FavoriteButton, pickedBeforeLoginNotice } from '../../../components/rings/FavoriteButton';
import { HeaderFavorites } from '../../../components/rings/HeaderFavorites';
import { hydrate, makeStore } from '../../../store';
import { replayPendingAction } from '../../../store/pendingAction';
import { appActions } from '../../../store/slices/app';
import { PENDING_ACTION_STORAGE_KEY } from '../../../lib/constants';
import { doneRemote, remote } from '../../../store/remote';
import { FAVORITE_NOTICE } from '../../../store/slices/rings';
import { initialUserState } from '../../../store/slices/user';
import { BASE, member } from '../clips/support';

let ids = { brand_ids: [4], ring_ids: [2] };
let totals = { brands: 1, rings: 1 };
const puts: unknown[] = [];
const probes: string[] = [];
const server = setupServer(
  http.get('*/ring/api/v1/favorite/ids', () => HttpResponse.json({ status_code: 200, data: ids })),
  http.get('*/ring/api/v1/:kind/favorite', ({ request, params }) => {
    probes.push(new URL(request.url).search);
    const total = params.kind === 'brands' ? totals.brands : totals.rings;
    return HttpResponse.json({ status_code: 200, meta: { total, page: 1, page_size: 1 }, data: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  ids = { brand_ids: [4], ring_ids: [2] };
  totals = { brands: 1, rings: 1 };
  puts.length = 0;
  probes.length = 0;
  window.sessionStorage.clear();
});
afterAll(() => server.close());

/** The real store; the ring calls go through the second client (base path /ring). */
function renderWithRingStore(ui: ReactElement, opts: { anonymous?: boolean } = {}) {
  const store = makeStore(
    { user: { ...initialUserState, me: opts.anonymous ? { ...remote(null), status: 'done' } : doneRemote(member) } },
    createApiClient(createHttpTransport(BASE)),
    createApiClient(createHttpTransport(`${BASE}/ring`)),
  );
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

const ui = (
  <>
    <HeaderFavorites />
    <FavoriteButton kind="ring" id={1} name="エテルネル" />
    <FavoriteButton kind="ring" id={2} name="ソレイユ" />
    <FavoriteButton kind="brand" id={4} name="ルミエール" />
  </>
);

describe('FavoriteButton and the header count', () => {
  it('shows each state from the ids call and the count from the probe (page 1, page_size 1)', async () => {
    renderWithRingStore(ui);
    await waitFor(() => expect(screen.getByRole('button', { name: /^ソレイユをお気に入りに追加/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /^エテルネルをお気に入りに追加/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^ルミエールをお気に入りに追加/ })).toHaveTextContent('お気に入り済み');
    await waitFor(() => expect(screen.getByTestId('favorite-count')).toHaveTextContent('2'));
    expect(probes).toEqual(['?page=1&page_size=1', '?page=1&page_size=1']);
    expect(screen.getByRole('link', { name: 'お気に入り 2件' })).toHaveAttribute('href', '/ring/favorites');
  });

  it('favourites at once, keeps it when the server answers 200, and moves the header count', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.put('*/ring/api/v1/rings/favorite', async ({ request }) => {
        puts.push(await request.json());
        await gate;
        return HttpResponse.json({ status_code: 200, meta: { total: 2, page: 1, page_size: 1 }, data: { ring_id: 1, is_favorite: true } });
      }),
    );
    const { store } = renderWithRingStore(ui);
    await waitFor(() => expect(screen.getByTestId('favorite-count')).toHaveTextContent('2'));
    const button = screen.getByRole('button', { name: /^エテルネルをお気に入りに追加/ });
    await userEvent.click(button);
    // Optimistic: pressed, and counted, before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorite-count')).toHaveTextContent('3');
    release();
    await waitFor(() => expect(store.getState().rings.toggling).toEqual({}));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorite-count')).toHaveTextContent('3');
    expect(puts).toEqual([{ ring_id: 1, favorite: true }]);
  });

  it('rolls back with a Japanese notice when the answer is not status_code 200 (§5)', async () => {
    server.use(http.put('*/ring/api/v1/rings/favorite', () => HttpResponse.json({ status_code: 500, meta: { total: 0, page: 1, page_size: 1 }, data: { ring_id: 1, is_favorite: false } })));
    renderWithRingStore(ui);
    await waitFor(() => expect(screen.getByTestId('favorite-count')).toHaveTextContent('2'));
    const button = screen.getByRole('button', { name: /^エテルネルをお気に入りに追加/ });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAVORITE_NOTICE.add));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('favorite-count')).toHaveTextContent('2');
  });

  it('rolls back a removal that fails over HTTP', async () => {
    server.use(http.put('*/ring/api/v1/brands/favorite', () => HttpResponse.json({ message: 'x' }, { status: 503 })));
    renderWithRingStore(ui);
    const button = await screen.findByRole('button', { name: /^ルミエールをお気に入りに追加/, pressed: true });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAVORITE_NOTICE.remove));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorite-count')).toHaveTextContent('2');
  });

  it('keeps every pick an anonymous visitor makes, prompts once, and saves them all once she signs in', async () => {
    server.use(
      http.put('*/ring/api/v1/:kind/favorite', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ status_code: 200, meta: { total: puts.length, page: 1, page_size: 1 }, data: { ring_id: 1, is_favorite: true } });
      }),
    );
    const { store } = renderWithRingStore(ui, { anonymous: true });
    expect(screen.queryByTestId('favorite-count')).toBeNull();
    const eternal = screen.getByRole('button', { name: /^エテルネルをお気に入りに追加/ });
    await userEvent.click(eternal);
    // Her first pick shows picked and opens the prompt, in the words of what she was doing.
    expect(eternal).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().app.requestLogin).toBe(true);
    expect(store.getState().app.loginFor).toEqual({ kind: 'ring_favorite', payload: { kind: 'ring', id: 1 } });
    store.dispatch(appActions.setRequestLogin(false));
    // Later picks do not prompt again; each is kept.
    await userEvent.click(screen.getByRole('button', { name: /^ソレイユをお気に入りに追加/ }));
    expect(store.getState().app.requestLogin).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(pickedBeforeLoginNotice(2));
    await userEvent.click(screen.getByRole('button', { name: /^ルミエールをお気に入りに追加/ }));
    // A second tap takes a pick back.
    await userEvent.click(screen.getByRole('button', { name: /^ソレイユをお気に入りに追加/ }));
    await userEvent.click(screen.getByRole('button', { name: /^ソレイユをお気に入りに追加/ }));
    const kept = JSON.parse(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)!) as { payload: unknown }[];
    expect(kept.map((k) => k.payload)).toEqual([{ kind: 'ring', id: 1 }, { kind: 'brand', id: 4 }, { kind: 'ring', id: 2 }]);
    expect(puts).toEqual([]);

    // She logs in: every pick is saved.
    store.dispatch(hydrate({ user: { ...initialUserState, me: doneRemote(member) } }));
    store.dispatch(replayPendingAction() as never);
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts).toEqual(expect.arrayContaining([{ ring_id: 1, favorite: true }, { brand_id: 4, favorite: true }, { ring_id: 2, favorite: true }]));
    expect(window.sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY)).toBeNull();
  });
});
