import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { createApiClient, UUID_COOKIE } from '../../../api/client';
import { createHttpTransport } from '../../../api/httpTransport';
import { configureStore } from '@reduxjs/toolkit';
import halls from '../../../store/slices/halls';
import type { AppStore } from '../../../store';
import { fetchHallPv, fetchHallRanking, fetchHalls, hallsActions, HALL_PV_ERROR, loadRecentlyViewed, rememberHallViewed, reportHallViewed } from '../../../store/slices/halls';
import { RECENT_HALLS_STORAGE_KEY } from '../../../lib/halls/recentlyViewed';
import { hallSummary } from './fixtures';

const API = 'http://api.test';
const server = setupServer();
const seen: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  Cookies.remove(UUID_COOKIE);
  seen.length = 0;
});
afterAll(() => server.close());

// Only this slice: the thunks read state.halls and get the API client as their extra argument.
const store = () =>
  configureStore({
    reducer: { halls },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api: createApiClient(createHttpTransport(API)) } } }),
  }) as unknown as AppStore;
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 18, total_pages: 1 });

describe('hall list (§5: a string response is client error 400)', () => {
  it('stores the results and the query through started → done', async () => {
    server.use(http.get(`${API}/api/halls`, ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json(page([hallSummary()]));
    }));
    const s = store();
    const pending = s.dispatch(fetchHalls({ prefecture_slug: 'tokyo', k: ['chapel', 'garden'] }));
    expect(s.getState().halls.search).toMatchObject({ status: 'started', fetching: true });
    await pending;
    expect(s.getState().halls.search).toMatchObject({ status: 'done', fetching: false, error: null, query: { prefecture_slug: 'tokyo' } });
    expect(s.getState().halls.search.data?.items[0].id).toBe(101);
    expect(seen[0]).toBe('?prefecture_slug=tokyo&k=chapel&k=garden');
  });

  it('fails with client error 400 when the response is a string', async () => {
    server.use(http.get(`${API}/api/halls`, () => HttpResponse.text('<html>maintenance</html>')));
    const s = store();
    await s.dispatch(fetchHalls({}));
    expect(s.getState().halls.search).toMatchObject({ status: 'failed', fetching: false, errorStatus: 400 });
    expect(s.getState().halls.search.error).toBeTruthy();
  });

  it('keeps the API status and message of a refused filter', async () => {
    server.use(http.get(`${API}/api/halls`, () => HttpResponse.json({ message: 'k: must be one of chapel' }, { status: 400 })));
    const s = store();
    await s.dispatch(fetchHalls({ k: ['nope'] }));
    expect(s.getState().halls.search).toMatchObject({ status: 'failed', error: 'k: must be one of chapel', errorStatus: 400 });
  });

  it('stores "Failed to fetch" with status 0 on a network failure', async () => {
    server.use(http.get(`${API}/api/halls`, () => HttpResponse.error()));
    const s = store();
    await s.dispatch(fetchHalls({}));
    expect(s.getState().halls.search).toMatchObject({ status: 'failed', error: 'Failed to fetch', errorStatus: 0 });
  });
});

describe('hall pv and ranking (§8)', () => {
  it('stores the pv, or "Failed to get a hall pv"', async () => {
    server.use(http.post(`${API}/api/wn/halls/101/pv`, () => HttpResponse.json({ hall_id: 101, pv: 42, counted: true })));
    const s = store();
    await s.dispatch(fetchHallPv(101));
    expect(s.getState().halls.pv).toMatchObject({ status: 'done', data: { hall_id: 101, pv: 42 } });
    server.use(http.post(`${API}/api/wn/halls/101/pv`, () => HttpResponse.json({ message: 'boom' }, { status: 503 })));
    await s.dispatch(fetchHallPv(101));
    expect(s.getState().halls.pv).toMatchObject({ status: 'failed', fetching: false, error: HALL_PV_ERROR });
  });

  it('stores the ranking, and the message when it fails', async () => {
    const ranking = { prefecture: { id: 13, slug: 'tokyo', name: '東京都', lat: 35, lng: 139 }, region: { id: 3, slug: 'kanto', name: '関東' }, s: 'rating', items: [{ ...hallSummary(), rank: 1 }] };
    server.use(http.get(`${API}/api/wn/halls/ranking`, () => HttpResponse.json(ranking)));
    const s = store();
    await s.dispatch(fetchHallRanking({ prefecture_slug: 'tokyo' }));
    expect(s.getState().halls.ranking.data?.items[0].rank).toBe(1);
    server.use(http.get(`${API}/api/wn/halls/ranking`, () => HttpResponse.json({ message: '地域が見つかりません' }, { status: 404 })));
    await s.dispatch(fetchHallRanking({ prefecture_slug: 'atlantis' }));
    expect(s.getState().halls.ranking).toMatchObject({ status: 'failed', error: '地域が見つかりません' });
  });
});

describe('recently viewed halls (§4)', () => {
  it('prepends the hall with its view time, keeps it in storage and records it for the uuid', async () => {
    Cookies.set(UUID_COOKIE, 'abcdef12-3456-7890-abcd-ef1234567890');
    server.use(http.get(`${API}/api/uuid/halls/create`, ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json({ ok: true });
    }));
    window.localStorage.setItem(RECENT_HALLS_STORAGE_KEY, JSON.stringify([{ id: 5, name: '以前の式場', image_url: null, place: '横浜', rating: 4, viewed_at: '2026-01-01T00:00:00.000Z' }]));
    const s = store();
    const before = Date.now();
    await s.dispatch(rememberHallViewed(hallSummary()));
    await s.dispatch(reportHallViewed(101));
    const list = s.getState().halls.recentlyViewed;
    expect(list.map((h) => h.id)).toEqual([101, 5]);
    expect(new Date(list[0].viewed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.parse(window.localStorage.getItem(RECENT_HALLS_STORAGE_KEY)!)[0].id).toBe(101);
    expect(seen).toEqual(['?uuid=abcdef12-3456-7890-abcd-ef1234567890&hall_id=101']);
  });

  it('moves a hall viewed again to the front without duplicating it; works without a uuid', async () => {
    const s = store();
    await s.dispatch(rememberHallViewed(hallSummary({ id: 1, name: 'A' })));
    await s.dispatch(reportHallViewed(1));
    await s.dispatch(rememberHallViewed(hallSummary({ id: 2, name: 'B' })));
    await s.dispatch(rememberHallViewed(hallSummary({ id: 1, name: 'A' })));
    expect(s.getState().halls.recentlyViewed.map((h) => h.id)).toEqual([1, 2]);
    const fresh = store();
    await fresh.dispatch(loadRecentlyViewed());
    expect(fresh.getState().halls.recentlyViewed.map((h) => h.id)).toEqual([1, 2]);
  });
});

describe('hall selection options (§4)', () => {
  it('adds options without duplicates and removes them by value', () => {
    const s = store();
    s.dispatch(hallsActions.addSelectionOption({ value: '101', label: 'ガーデンテラス' }));
    s.dispatch(hallsActions.addSelectionOption({ value: '102', label: '迎賓館' }));
    s.dispatch(hallsActions.addSelectionOption({ value: '101', label: 'ガーデンテラス（重複）' }));
    expect(s.getState().halls.selectionOptions).toEqual([{ value: '101', label: 'ガーデンテラス' }, { value: '102', label: '迎賓館' }]);
    s.dispatch(hallsActions.removeSelectionOption('101'));
    expect(s.getState().halls.selectionOptions).toEqual([{ value: '102', label: '迎賓館' }]);
  });
});
