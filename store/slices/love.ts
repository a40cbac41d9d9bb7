import { createSlice } from '@reduxjs/toolkit';
import type { LoveResult, LovedItem } from '../../api/contract/love';
import { LOVE_TYPES, LOVE_URL_MAX, loveKey, type LoveTargetArg, type LoveType } from '../../api/contract/loveTypes';
import { errorMessage } from '../../api/errors';
import { createAppThunk } from '../hooks';
import { definePendingAction, isPositiveId, isRecord, PENDING_KIND } from '../pendingAction';
import { addRemoteCases, remote, type Remote } from '../remote';
import { logoutUser } from './user';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const loveContract = () => import('../../api/contract/love');

export const LOVE_ERRORS = { fetch: 'Failed to fetch user love', failed: 'Failed to fetch' } as const;
export const LOVE_NOTICE = 'いいねできませんでした。もう一度お試しください';

// The key of a loved thing lives beside the love types (zod-free): LoveButton reads the state with it before this slice loads.
export { loveKey, type LoveTargetArg };

type LoveList = { type: LoveType; items: LovedItem[]; total: number; page: number; total_pages: number };

export interface LoveState {
  /** key → loved, with the count when a call told it. */
  items: Record<string, { loved: boolean; count: number | null }>;
  /** The last love or unlove call: started sets fetching; a 'failure' status marks it failed (§5). */
  request: Remote<LoveResult | null>;
  list: Remote<LoveList | null>;
  notice: { key: string; message: string } | null;
}

export const initialLoveState: LoveState = { items: {}, request: remote(null), list: remote(null), notice: null };

export const fetchLoveList = createAppThunk('love/fetchList', async (arg: { type: LoveType; page?: number; pk?: number; url?: string }, { extra, rejectWithValue }) => {
  try {
    const res = await extra.api.call((await loveContract()).listLoves, { type: arg.type, page: arg.page ?? 1, pk: arg.pk, url: arg.url });
    if (res.status !== 'success') return rejectWithValue(LOVE_ERRORS.fetch);
    return { type: arg.type, items: res.loved, total: res.total, page: res.page, total_pages: res.total_pages };
  } catch {
    return rejectWithValue(LOVE_ERRORS.fetch);
  }
});

/**
 * Love or unlove. A response whose status is not 'success' is a failure (§5); after a web
 * page's successful change the loved list is fetched again (§4).
 */
export const setLove = createAppThunk('love/set', async (arg: LoveTargetArg & { loved: boolean }, { extra, dispatch, rejectWithValue }) => {
  let res: LoveResult;
  try {
    const input = { type: arg.type, id: arg.id, url: arg.url };
    res = arg.loved ? await extra.api.call((await loveContract()).addLove, input) : await extra.api.call((await loveContract()).removeLove, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
  if (res.status !== 'success') return rejectWithValue(res.error ?? LOVE_ERRORS.failed);
  if (arg.type === 'webpage') void dispatch(fetchLoveList({ type: 'webpage' }));
  return res;
});

const loveSlice = createSlice({
  name: 'love',
  initialState: initialLoveState,
  reducers: {
    dismissNotice(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, setLove, (s) => s.request);
    addRemoteCases(builder, fetchLoveList, (s) => s.list);
    builder.addCase(logoutUser.fulfilled, () => initialLoveState);
    // The request lifecycle above has the cases; these keep each target's loved flag.
    builder
      .addMatcher(setLove.pending.match, (s, a) => {
        const key = loveKey(a.meta.arg);
        const prev = s.items[key];
        const count = prev?.count ?? null;
        s.items[key] = { loved: a.meta.arg.loved, count: count === null || prev?.loved === a.meta.arg.loved ? count : Math.max(0, count + (a.meta.arg.loved ? 1 : -1)) };
        if (s.notice?.key === key) s.notice = null;
      })
      .addMatcher(setLove.fulfilled.match, (s, a) => {
        s.items[loveKey(a.meta.arg)] = { loved: a.payload.loved, count: a.payload.loved_count };
      })
      .addMatcher(setLove.rejected.match, (s, a) => {
        const key = loveKey(a.meta.arg);
        const cur = s.items[key];
        s.items[key] = { loved: !a.meta.arg.loved, count: cur?.count == null ? null : Math.max(0, cur.count + (a.meta.arg.loved ? -1 : 1)) };
        s.notice = { key, message: LOVE_NOTICE };
      })
      .addMatcher(fetchLoveList.fulfilled.match, (s, a) => {
        // A narrowed list (pk or url) tells whether that one target is loved.
        const { pk, url, type } = a.meta.arg;
        if (pk !== undefined || url !== undefined) {
          const key = loveKey({ type, id: pk, url });
          s.items[key] = { loved: a.payload.total > 0, count: s.items[key]?.count ?? null };
        } else {
          for (const item of a.payload.items) {
            const key = loveKey({ type: item.type, id: item.id ?? undefined, url: item.url ?? undefined });
            s.items[key] = { loved: true, count: s.items[key]?.count ?? null };
          }
        }
      });
  },
});

export const loveActions = loveSlice.actions;
injectSlice(loveSlice);
export default loveSlice.reducer;

/** What an anonymous visitor asked to love, completed after she registers or logs in. */
export const lovePending = definePendingAction(
  PENDING_KIND.love,
  (p): LoveTargetArg | null => {
    if (!isRecord(p) || !(LOVE_TYPES as readonly unknown[]).includes(p.type)) return null;
    if (p.id !== undefined && !isPositiveId(p.id)) return null;
    if (p.url !== undefined && !(typeof p.url === 'string' && p.url.startsWith('/') && p.url.length <= LOVE_URL_MAX)) return null;
    return { type: p.type as LoveType, id: p.id, url: p.url };
  },
  (p) => setLove({ ...p, loved: true }),
);
