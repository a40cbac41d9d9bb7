import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../../../api/client';
import { createHttpTransport } from '../../../api/httpTransport';
import type { ArticleCard } from '../../../api/contract/magazine';
import ranking, { rankingStateWith } from '../../../store/slices/ranking';
import { RankingTabs } from '../../../components/magazine/RankingTabs';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = (id: number, rank: number): ArticleCard => ({
  article_id: id, url: `/magazine/${id}`, thumbnail: `/media/articles/${id}/thumbnail/1.jpg`, thumbnail_rectangle: '', title: `記事${id}のタイトル`,
  referer_name: 'musubiマガジン', referer_url: '/magazine', clip_count: 0, is_clipped: false, category_name: '式場選び', rank, pr_label: rank === 2 ? 'PR' : '', post_modified: 0,
});

function renderTabs() {
  const store = configureStore({
    reducer: { ranking },
    preloadedState: { ranking: rankingStateWith('day', [card(1, 1), card(2, 2)]) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api: createApiClient(createHttpTransport(API)) } } }),
  });
  render(<Provider store={store}><RankingTabs /></Provider>);
  return store;
}

describe('RankingTabs', () => {
  it('shows the server-rendered term and links every tab to its term for use without JavaScript', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'デイリー' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ウィークリー' })).toHaveAttribute('href', '/magazine?ranking=week#ranking');
    expect(screen.getByRole('list', { name: 'デイリーランキング' })).toHaveTextContent('記事1のタイトル');
    expect(screen.getByLabelText('1位')).toBeInTheDocument();
    expect(screen.getByLabelText('広告記事（PR）')).toBeInTheDocument();
  });

  it('loads another term once through the slice and switches back without a request', async () => {
    let calls = 0;
    server.use(http.get(`${API}/api/ranking/list/`, ({ request }) => {
      calls++;
      expect(new URL(request.url).searchParams.get('term')).toBe('week');
      return HttpResponse.json({ term: 'week', page: 1, articles: [card(7, 1)] });
    }));
    const store = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'ウィークリー' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'ウィークリーランキング' })).toHaveTextContent('記事7のタイトル'));
    expect(store.getState().ranking).toMatchObject({ term: 'week', status: 'done', fetching: false });
    await userEvent.click(screen.getByRole('tab', { name: 'デイリー' }));
    expect(screen.getByRole('list', { name: 'デイリーランキング' })).toHaveTextContent('記事1のタイトル');
    await userEvent.click(screen.getByRole('tab', { name: 'ウィークリー' }));
    expect(calls).toBe(1);
  });

  it('shows a message when a term cannot be loaded, and keeps the message in the state', async () => {
    server.use(http.get(`${API}/api/ranking/list/`, () => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })));
    const store = renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'マンスリー' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ランキングを読み込めませんでした');
    expect(store.getState().ranking).toMatchObject({ status: 'failed', error: 'Something went wrong' });
  });
});
