import { createApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { Endpoint } from '../../../api/contract/define';
import { postAuthor, rankingList, relatedPosts, getPost, type ArticleCard, type Writer } from '../../../api/contract/magazine';
import { configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '../../../api/client';
import type { AppStore } from '../../../store';
import magazine from '../../../store/slices/magazine';
import ranking from '../../../store/slices/ranking';
import { fetchAuthor, fetchPost, fetchRecent, fetchRelated, mergeAuthors, NOT_FOUND, recentData, SOMETHING_WENT_WRONG } from '../../../store/slices/magazine';
import { fetchRanking } from '../../../store/slices/ranking';

const card = (id: number, rank: number): ArticleCard => ({
  article_id: id, url: `/magazine/${id}`, thumbnail: '', thumbnail_rectangle: '', title: `記事${id}`, referer_name: 'musubiマガジン',
  referer_url: '/magazine', clip_count: 0, is_clipped: false, category_name: '式場選び', rank, pr_label: '', post_modified: 0,
});
const writer = (id: number, name: string): Writer => ({ user_id: id, display_name: name, description: '', avatar_url: '', url: '', permalink: `/magazine/writers/${id}`, posts_count: 1, specialties: [] });

// Only this domain's slices: the thunks get the API client as their extra argument.
const makeStore = (_preloaded: undefined, api: ApiClient) =>
  configureStore({ reducer: { magazine, ranking }, middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }) }) as unknown as AppStore;

/** A client whose answers are scripted per endpoint. */
function fakeApi(answers: Map<Endpoint, (input: Record<string, unknown>) => unknown>) {
  return createApiClient({
    async call(endpoint, input) {
      const answer = answers.get(endpoint);
      if (!answer) throw new ApiClientError('Failed to fetch', 0);
      return answer(input as Record<string, unknown>) as never;
    },
  });
}

describe('ranking slice (§4)', () => {
  it('started sets fetching; done stores the articles under their term', async () => {
    // The gate exists before the call: the thunk loads its endpoint first, so the call comes a tick later.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = fakeApi(new Map([[rankingList as Endpoint, async (input: Record<string, unknown>) => {
      await gate;
      return { term: input.term, page: 1, articles: input.term === 'week' ? [card(2, 1), card(5, 2)] : [card(9, 1)] };
    }]]));
    const store = makeStore(undefined, api);
    expect(store.getState().ranking.term).toBe('day');
    const pending = store.dispatch(fetchRanking({ term: 'week' }));
    expect(store.getState().ranking).toMatchObject({ term: 'week', status: 'started', fetching: true });
    release();
    await pending;
    const s = store.getState().ranking;
    expect(s).toMatchObject({ status: 'done', fetching: false, error: null });
    expect(s.articles.week!.map((a) => a.article_id)).toEqual([2, 5]);
    expect(s.articles.day).toBeNull();
  });

  it('failed stores the message and the error is rethrown to the caller', async () => {
    const api = fakeApi(new Map([[rankingList as Endpoint, () => { throw new ApiClientError('Failed to fetch', 500); }]]));
    const store = makeStore(undefined, api);
    await expect(store.dispatch(fetchRanking({ term: 'month' })).unwrap()).rejects.toBe('Failed to fetch');
    expect(store.getState().ranking).toMatchObject({ status: 'failed', fetching: false, error: 'Failed to fetch' });
  });
});

describe('magazine slice', () => {
  it('merges authors by id (§4): the newer answer replaces the same writer, others stay', async () => {
    expect(mergeAuthors([writer(1, '旧名'), writer(2, '石川')], [writer(1, '新名'), writer(3, '星野')]).map((w) => [w.user_id, w.display_name]))
      .toEqual([[1, '新名'], [2, '石川'], [3, '星野']]);
    const api = fakeApi(new Map([[postAuthor as Endpoint, (input: Record<string, unknown>) => ({ authors: [writer(Number(input.id), `ライター${input.id}`)], posts: [], total: 0, page: 1, per_page: 18, total_pages: 0 })]]));
    const store = makeStore(undefined, api);
    await store.dispatch(fetchAuthor({ id: 1 }));
    await store.dispatch(fetchAuthor({ id: 2 }));
    await store.dispatch(fetchAuthor({ id: 1 }));
    expect(store.getState().magazine.author.data.authors.map((w) => w.user_id)).toEqual([1, 2]);
  });

  it('stores "Something went wrong" for an empty author or related-posts answer (§8)', async () => {
    const api = fakeApi(new Map<Endpoint, (i: Record<string, unknown>) => unknown>([
      [postAuthor as Endpoint, () => ({ authors: [], posts: [], total: 0, page: 1, per_page: 18, total_pages: 0 })],
      [relatedPosts as Endpoint, () => ({ posts: [] })],
    ]));
    const store = makeStore(undefined, api);
    await store.dispatch(fetchAuthor({ id: 1 }));
    await store.dispatch(fetchRelated({ id: 1 }));
    expect(store.getState().magazine.author).toMatchObject({ status: 'failed', error: SOMETHING_WENT_WRONG });
    expect(store.getState().magazine.related).toMatchObject({ status: 'failed', error: SOMETHING_WENT_WRONG });
  });

  it('stores "Not Found" for a missing post (§8)', async () => {
    const api = fakeApi(new Map([[getPost as Endpoint, () => { throw new ApiClientError('Not Found', 404); }]]));
    const store = makeStore(undefined, api);
    await store.dispatch(fetchPost({ id: 999 }));
    expect(store.getState().magazine.post).toMatchObject({ status: 'failed', fetching: false, data: null, error: NOT_FOUND });
  });

  it('reduces the recent-posts total by 20 for each page loaded (§9) and appends later pages', () => {
    const post = (id: number) => ({ post_id: id }) as never;
    const first = recentData(null, { posts: [post(1), post(2)], total: 45, page: 1, total_pages: 3 });
    expect(first.remaining).toBe(25);
    const second = recentData(first, { posts: [post(2), post(3)], total: 45, page: 2, total_pages: 3 });
    expect(second.remaining).toBe(5);
    expect(second.posts.map((p) => p.post_id)).toEqual([1, 2, 3]);
    expect(recentData(second, { posts: [], total: 45, page: 3, total_pages: 3 }).remaining).toBe(0);
  });

  it('keeps the lifecycle flags of a recent-posts load', async () => {
    const store = makeStore(undefined, fakeApi(new Map()));
    await store.dispatch(fetchRecent({ page: 1 }));
    expect(store.getState().magazine.recent).toMatchObject({ status: 'failed', fetching: false, error: 'Failed to fetch' });
  });
});
