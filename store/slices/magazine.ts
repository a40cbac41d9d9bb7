import { createSlice } from '@reduxjs/toolkit';
import { errorMessage, isApiClientError } from '../../api/errors';
import type { Article, MagazinePost, Term, Writer } from '../../api/contract/magazine';
import { RECENT_POSTS_PER_PAGE } from '../../lib/constants';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const magazineContract = () => import('../../api/contract/magazine');

/** §8: an empty category or post answer. */
export const NOT_FOUND = 'Not Found';
/** §8: an empty related-posts or author answer. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export interface PostPageData {
  posts: MagazinePost[];
  total: number;
  page: number;
  total_pages: number;
}

export interface CategoryData extends PostPageData {
  category: Term;
  children: Term[];
  ancestors: Term[];
}

export interface TagData extends PostPageData {
  tag: Term;
}

export interface RecentData extends PostPageData {
  /** Posts not loaded yet: the total reduced by 20 for every page loaded (§9). */
  remaining: number;
}

export interface AuthorData extends PostPageData {
  authors: Writer[];
}

/** The magazine (§3 store slice "posts"): the article, lists, related posts and writers. */
export interface MagazineState {
  post: Remote<Article | null>;
  category: Remote<CategoryData | null>;
  tag: Remote<TagData | null>;
  related: Remote<MagazinePost[]>;
  recent: Remote<RecentData | null>;
  author: Remote<AuthorData>;
}

export const initialMagazineState: MagazineState = {
  post: remote(null),
  category: remote(null),
  tag: remote(null),
  related: remote([]),
  recent: remote(null),
  author: remote({ authors: [], posts: [], total: 0, page: 1, total_pages: 0 }),
};

/** A 404 becomes the spec's "Not Found"; other failures keep their message. */
const notFoundOr = (e: unknown) => (isApiClientError(e) && e.status === 404 ? NOT_FOUND : errorMessage(e));

export const fetchPost = createAppThunk('magazine/fetchPost', async ({ id, page = 1 }: { id: number; page?: number }, { extra, rejectWithValue }) => {
  try {
    const post = await extra.api.call((await magazineContract()).getPost, { id, page });
    return post.id ? post : rejectWithValue(NOT_FOUND);
  } catch (e) {
    return rejectWithValue(notFoundOr(e));
  }
});

/** Tells the server a visitor read the article (it counts once per registered visitor per day). */
export const recordArticleView = createAppThunk('magazine/recordView', async (postId: number, { extra }) => {
  await extra.api.call((await magazineContract()).recordPageView, { post_id: postId }).catch(() => undefined);
});

export const fetchCategory = createAppThunk('magazine/fetchCategory', async ({ id, page = 1 }: { id: number; page?: number }, { extra, rejectWithValue }) => {
  try {
    const res = await extra.api.call((await magazineContract()).categoryWithPosts, { id, page });
    return res.category ? res : rejectWithValue(NOT_FOUND);
  } catch (e) {
    return rejectWithValue(notFoundOr(e));
  }
});

export const fetchTag = createAppThunk('magazine/fetchTag', async ({ slug, page = 1 }: { slug: string; page?: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await magazineContract()).tagWithPosts, { slug, page });
  } catch (e) {
    return rejectWithValue(notFoundOr(e));
  }
});

export const fetchRelated = createAppThunk('magazine/fetchRelated', async ({ id }: { id: number }, { extra, rejectWithValue }) => {
  try {
    const { posts } = await extra.api.call((await magazineContract()).relatedPosts, { id });
    return posts.length ? posts : rejectWithValue(SOMETHING_WENT_WRONG);
  } catch (e) {
    return rejectWithValue(errorMessage(e, SOMETHING_WENT_WRONG));
  }
});

export const fetchRecent = createAppThunk('magazine/fetchRecent', async ({ page }: { page: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await magazineContract()).recentPosts, { page });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const fetchAuthor = createAppThunk('magazine/fetchAuthor', async ({ id, page = 1 }: { id: number; page?: number }, { extra, rejectWithValue }) => {
  try {
    const res = await extra.api.call((await magazineContract()).postAuthor, { id, page });
    return res.authors.length ? res : rejectWithValue(SOMETHING_WENT_WRONG);
  } catch (e) {
    return rejectWithValue(isApiClientError(e) && e.status === 404 ? SOMETHING_WENT_WRONG : errorMessage(e));
  }
});

/** Authors fetched so far, merged by user_id (§4): a newer answer replaces the same writer. */
export function mergeAuthors(previous: Writer[], incoming: Writer[]): Writer[] {
  const byId = new Map(previous.map((w) => [w.user_id, w]));
  for (const w of incoming) byId.set(w.user_id, w);
  return [...byId.values()];
}

/** Recent posts: page 1 replaces, a later page appends ("もっと見る"); the rest shrinks by 20 a page. */
export function recentData(previous: RecentData | null, res: { posts: MagazinePost[]; total: number; page: number; total_pages: number }): RecentData {
  const posts = res.page > 1 && previous ? [...previous.posts, ...res.posts.filter((p) => !previous.posts.some((q) => q.post_id === p.post_id))] : res.posts;
  return { posts, total: res.total, page: res.page, total_pages: res.total_pages, remaining: Math.max(0, res.total - res.page * RECENT_POSTS_PER_PAGE) };
}

const magazineSlice = createSlice({
  name: 'magazine',
  initialState: initialMagazineState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchPost, (s) => s.post);
    addRemoteCases(builder, fetchCategory, (s) => s.category, (p) => p);
    addRemoteCases(builder, fetchTag, (s) => s.tag, (p) => p);
    addRemoteCases(builder, fetchRelated, (s) => s.related);
    addRemoteCases(builder, fetchRecent, (s) => s.recent, (p, prev) => recentData(prev, p));
    addRemoteCases(builder, fetchAuthor, (s) => s.author, (p, prev) => ({ ...p, authors: mergeAuthors(prev.authors, p.authors) }));
  },
});

injectSlice(magazineSlice);
export default magazineSlice.reducer;
