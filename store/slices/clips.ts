import { createAction, createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { BULK_IDS_MAX } from '../../api/contract/clipLimits';
import type { ClipState, HallClip } from '../../api/contract/clips';
import { errorMessage, isApiClientError } from '../../api/errors';
import { postNativeMessage } from '../../lib/bridge';
import { createAppThunk } from '../hooks';
import { definePendingAction, idPayload, PENDING_KIND } from '../pendingAction';
import { injectSlice, type RootState } from '../index';
import { addRemoteCases, remote, type Remote } from '../remote';
import { logoutUser } from './user';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const clipsContract = () => import('../../api/contract/clips');

/** The spec's messages (§8), stored in state when a call fails. */
export const CLIP_ERRORS = {
  postHall: 'Failed to post a hall clip',
  deleteHall: 'Failed to delete a hall clip',
  fetchHalls: 'Failed to fetch hall clips',
  bulkNotArray: 'response data should be an array',
  addBrideReport: 'Failed to add a bride report clip',
  removeBrideReport: 'Failed to remove a bride report clip',
} as const;

/** What a visitor reads when a toggle was rolled back. */
export const CLIP_NOTICE = {
  clip: 'クリップできませんでした。もう一度お試しください',
  unclip: 'クリップを解除できませんでした。もう一度お試しください',
} as const;

export interface ClipNotice {
  /** Which button the notice belongs to: `hall:12`, `article:3`, `bride_report:8`. */
  key: string;
  message: string;
}

type HallClipPage = { items: HallClip[]; total: number; page: number; per_page: number; total_pages: number };

export interface ClipsState {
  /** hall id → clipped, for every hall whose state is known (from bulk checks and toggles). */
  halls: Record<number, boolean>;
  /** Halls with a toggle in flight: a bulk answer that was asked before must not overwrite them. */
  hallsToggling: Record<number, true>;
  /** Halls this tab clipped or unclipped: its confirmed toggle is newer than a bulk answer read alongside it. */
  hallsToggledHere?: Record<number, true>;
  /** The last hall toggle or bulk check. */
  hallRequest: Remote<null>;
  /** When the member last clipped a hall in this tab (set to now by update, cleared by clear). */
  lastClippedAt: string | null;
  list: Remote<HallClipPage | null>;
  articles: Record<number, ClipState>;
  articleRequest: Remote<null>;
  brideReports: Record<number, ClipState>;
  brideReportRequest: Remote<null>;
  notice: ClipNotice | null;
}

export const initialClipsState: ClipsState = {
  halls: {},
  hallsToggling: {},
  hallRequest: remote(null),
  lastClippedAt: null,
  list: remote(null),
  articles: {},
  articleRequest: remote(null),
  brideReports: {},
  brideReportRequest: remote(null),
  notice: null,
};

/** Records the last-clipped time: now. */
export const updateLastClippedAt = createAction('clips/updateLastClippedAt', () => ({ payload: new Date().toISOString() }));
export const clearLastClippedAt = createAction('clips/clearLastClippedAt');

// ---------- hall clips ----------

export const postHallClip = createAppThunk('clips/postHallClip', async (hallId: number, { extra, dispatch, rejectWithValue }) => {
  try {
    await extra.api.call((await clipsContract()).addHallClip, { hall_id: hallId });
  } catch {
    return rejectWithValue(CLIP_ERRORS.postHall);
  }
  dispatch(updateLastClippedAt());
  postNativeMessage({ type: 'clip', target: 'hall', hall_id: hallId, clipped: true });
  return hallId;
});

export const removeHallClip = createAppThunk('clips/removeHallClip', async (hallId: number, { extra, rejectWithValue }) => {
  try {
    await extra.api.call((await clipsContract()).deleteHallClip, { id: hallId });
  } catch {
    return rejectWithValue(CLIP_ERRORS.deleteHall);
  }
  postNativeMessage({ type: 'clip', target: 'hall', hall_id: hallId, clipped: false });
  return hallId;
});

/** One bulk request for many halls; the answer must be an array of the clipped ids (§5). */
export const fetchHallClipStates = createAppThunk('clips/fetchHallClipStates', async (hallIds: number[], { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await clipsContract()).bulkHallClips, { hall_ids: hallIds });
  } catch (e) {
    // The client validates the answer against the contract: a 200 whose body is not an array.
    if (isApiClientError(e) && e.status >= 200 && e.status < 300 && !Array.isArray(e.body)) return rejectWithValue(CLIP_ERRORS.bulkNotArray);
    return rejectWithValue(errorMessage(e));
  }
});

interface PendingChecks {
  ids: Set<number>;
  scheduled: boolean;
}

/** Per store (keyed by its dispatch), the hall ids waiting for the next animation frame. */
const pendingChecks = new WeakMap<object, PendingChecks>();

const nextFrame = (cb: () => void) => {
  if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(cb);
  else setTimeout(cb, 16);
};

/**
 * Asks whether a hall is clipped. Every card of a page calls it as it mounts: the asks of one
 * animation frame become one bulk request (§4), in chunks of the endpoint's limit.
 * Anonymous visitors have no clips: nothing is asked.
 */
export function checkHallClip(hallId: number): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (!getState().user.me.data) return;
    let batch = pendingChecks.get(dispatch);
    if (!batch) {
      batch = { ids: new Set(), scheduled: false };
      pendingChecks.set(dispatch, batch);
    }
    batch.ids.add(hallId);
    if (batch.scheduled) return;
    batch.scheduled = true;
    const current = batch;
    nextFrame(() => {
      const ids = [...current.ids];
      current.ids.clear();
      current.scheduled = false;
      for (let i = 0; i < ids.length; i += BULK_IDS_MAX) void dispatch(fetchHallClipStates(ids.slice(i, i + BULK_IDS_MAX)) as unknown as UnknownAction);
    });
  };
}

export const fetchHallClipList = createAppThunk('clips/fetchHallClipList', async (arg: { page?: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await clipsContract()).listHallClips, { page: arg.page ?? 1 });
  } catch {
    return rejectWithValue(CLIP_ERRORS.fetchHalls);
  }
});

export const saveHallClipNote = createAppThunk('clips/saveHallClipNote', async (arg: { id: number; note: string; note_shared?: boolean }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await clipsContract()).updateHallClip, arg);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

// ---------- article and bride report clips ----------

export const toggleArticleClip = createAppThunk('clips/toggleArticleClip', async (arg: { articleId: number; clip: boolean }, { extra, rejectWithValue }) => {
  try {
    const state = arg.clip ? await extra.api.call((await clipsContract()).addArticleClip, { article_id: arg.articleId }) : await extra.api.call((await clipsContract()).deleteArticleClip, { articleId: arg.articleId });
    postNativeMessage({ type: 'clip', target: 'article', article_id: arg.articleId, clipped: state.is_clipped });
    return state;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const fetchArticleClipStates = createAppThunk('clips/fetchArticleClipStates', async (ids: number[], { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await clipsContract()).articleClipStates, { article_ids: ids });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** A bride report is its bride's: the wrapper hears of it as a clip of her user_id (§7), not of the report. */
export const toggleBrideReportClip = createAppThunk('clips/toggleBrideReportClip', async (arg: { reportId: number; userId: number; clip: boolean }, { extra, rejectWithValue }) => {
  try {
    const state = arg.clip ? await extra.api.call((await clipsContract()).addBrideReportClip, { bride_report_id: arg.reportId }) : await extra.api.call((await clipsContract()).deleteBrideReportClip, { reportId: arg.reportId });
    postNativeMessage({ type: 'clip', target: 'user', user_id: arg.userId, clipped: state.is_clipped });
    return state;
  } catch {
    return rejectWithValue(arg.clip ? CLIP_ERRORS.addBrideReport : CLIP_ERRORS.removeBrideReport);
  }
});

export const fetchBrideReportClipStates = createAppThunk('clips/fetchBrideReportClipStates', async (ids: number[], { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await clipsContract()).brideReportClipStates, { bride_report_ids: ids });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

function optimistic(map: Record<number, ClipState>, id: number, clip: boolean) {
  const prev = map[id] ?? { id, clip_count: 0, is_clipped: !clip };
  if (prev.is_clipped === clip) return;
  map[id] = { id, is_clipped: clip, clip_count: Math.max(0, prev.clip_count + (clip ? 1 : -1)) };
}

const clipsSlice = createSlice({
  name: 'clips',
  initialState: initialClipsState,
  reducers: {
    dismissNotice(state) {
      state.notice = null;
    },
    /** Known states from a server-rendered page (e.g. the article answer's clip_count/is_clipped). */
    seedArticleState(state, action: { payload: ClipState }) {
      if (!state.articles[action.payload.id]) state.articles[action.payload.id] = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateLastClippedAt, (s, a) => {
        s.lastClippedAt = a.payload;
      })
      .addCase(clearLastClippedAt, (s) => {
        s.lastClippedAt = null;
      })
      // Hall toggles: optimistic, rolled back with the spec's message.
      .addCase(postHallClip.pending, (s, a) => {
        s.hallsToggling[a.meta.arg] = true;
        s.halls[a.meta.arg] = true;
        s.hallRequest = { status: 'started', fetching: true, data: null, error: null };
        if (s.notice?.key === `hall:${a.meta.arg}`) s.notice = null;
      })
      .addCase(postHallClip.fulfilled, (s, a) => {
        delete s.hallsToggling[a.meta.arg];
        s.hallsToggledHere = { ...s.hallsToggledHere, [a.payload]: true };
        s.halls[a.payload] = true;
        s.hallRequest = { status: 'done', fetching: false, data: null, error: null };
      })
      .addCase(postHallClip.rejected, (s, a) => {
        delete s.hallsToggling[a.meta.arg];
        s.halls[a.meta.arg] = false;
        s.hallRequest = { status: 'failed', fetching: false, data: null, error: a.payload ?? CLIP_ERRORS.postHall };
        s.notice = { key: `hall:${a.meta.arg}`, message: CLIP_NOTICE.clip };
      })
      .addCase(removeHallClip.pending, (s, a) => {
        s.hallsToggling[a.meta.arg] = true;
        s.halls[a.meta.arg] = false;
        s.hallRequest = { status: 'started', fetching: true, data: null, error: null };
        if (s.notice?.key === `hall:${a.meta.arg}`) s.notice = null;
      })
      .addCase(removeHallClip.fulfilled, (s, a) => {
        delete s.hallsToggling[a.meta.arg];
        s.hallsToggledHere = { ...s.hallsToggledHere, [a.payload]: true };
        s.halls[a.payload] = false;
        s.hallRequest = { status: 'done', fetching: false, data: null, error: null };
        if (s.list.data) {
          const before = s.list.data.items.length;
          s.list.data.items = s.list.data.items.filter((c) => c.hall_id !== a.payload);
          s.list.data.total -= before - s.list.data.items.length;
        }
      })
      .addCase(removeHallClip.rejected, (s, a) => {
        delete s.hallsToggling[a.meta.arg];
        s.halls[a.meta.arg] = true;
        s.hallRequest = { status: 'failed', fetching: false, data: null, error: a.payload ?? CLIP_ERRORS.deleteHall };
        s.notice = { key: `hall:${a.meta.arg}`, message: CLIP_NOTICE.unclip };
      })
      .addCase(fetchHallClipStates.pending, (s) => {
        s.hallRequest = { status: 'started', fetching: true, data: null, error: null };
      })
      .addCase(fetchHallClipStates.fulfilled, (s, a) => {
        const clipped = new Set(a.payload);
        for (const id of a.meta.arg) if (!s.hallsToggling[id] && !s.hallsToggledHere?.[id]) s.halls[id] = clipped.has(id);
        s.hallRequest = { status: 'done', fetching: false, data: null, error: null };
      })
      .addCase(fetchHallClipStates.rejected, (s, a) => {
        s.hallRequest = { status: 'failed', fetching: false, data: null, error: a.payload ?? CLIP_ERRORS.bulkNotArray };
      })
      .addCase(saveHallClipNote.fulfilled, (s, a) => {
        const item = s.list.data?.items.find((c) => c.id === a.payload.id);
        if (item) item.note = a.payload.note;
      })
      // Article toggles
      .addCase(toggleArticleClip.pending, (s, a) => {
        optimistic(s.articles, a.meta.arg.articleId, a.meta.arg.clip);
        s.articleRequest = { status: 'started', fetching: true, data: null, error: null };
        if (s.notice?.key === `article:${a.meta.arg.articleId}`) s.notice = null;
      })
      .addCase(toggleArticleClip.fulfilled, (s, a) => {
        s.articles[a.payload.id] = a.payload;
        s.articleRequest = { status: 'done', fetching: false, data: null, error: null };
      })
      .addCase(toggleArticleClip.rejected, (s, a) => {
        optimistic(s.articles, a.meta.arg.articleId, !a.meta.arg.clip);
        s.articleRequest = { status: 'failed', fetching: false, data: null, error: a.payload ?? 'Failed to fetch' };
        s.notice = { key: `article:${a.meta.arg.articleId}`, message: a.meta.arg.clip ? CLIP_NOTICE.clip : CLIP_NOTICE.unclip };
      })
      .addCase(fetchArticleClipStates.fulfilled, (s, a) => {
        for (const st of a.payload) s.articles[st.id] = st;
      })
      // Bride report toggles
      .addCase(toggleBrideReportClip.pending, (s, a) => {
        optimistic(s.brideReports, a.meta.arg.reportId, a.meta.arg.clip);
        s.brideReportRequest = { status: 'started', fetching: true, data: null, error: null };
        if (s.notice?.key === `bride_report:${a.meta.arg.reportId}`) s.notice = null;
      })
      .addCase(toggleBrideReportClip.fulfilled, (s, a) => {
        s.brideReports[a.payload.id] = a.payload;
        s.brideReportRequest = { status: 'done', fetching: false, data: null, error: null };
      })
      .addCase(toggleBrideReportClip.rejected, (s, a) => {
        optimistic(s.brideReports, a.meta.arg.reportId, !a.meta.arg.clip);
        s.brideReportRequest = { status: 'failed', fetching: false, data: null, error: a.payload ?? CLIP_ERRORS.addBrideReport };
        s.notice = { key: `bride_report:${a.meta.arg.reportId}`, message: a.meta.arg.clip ? CLIP_NOTICE.clip : CLIP_NOTICE.unclip };
      })
      .addCase(fetchBrideReportClipStates.fulfilled, (s, a) => {
        for (const st of a.payload) s.brideReports[st.id] = st;
      })
      // Another member may sign in next in this tab: forget what was known.
      .addCase(logoutUser.fulfilled, () => initialClipsState);
    addRemoteCases(builder, fetchHallClipList, (s) => s.list);
  },
});

export const clipsActions = clipsSlice.actions;
injectSlice(clipsSlice);
export default clipsSlice.reducer;

// What an anonymous visitor asked to clip, completed after she registers or logs in.
export const hallClipPending = definePendingAction(PENDING_KIND.hallClip, idPayload('hallId'), (p) => postHallClip(p.hallId));
export const articleClipPending = definePendingAction(PENDING_KIND.articleClip, idPayload('articleId'), (p) => toggleArticleClip({ articleId: p.articleId, clip: true }));
export const brideReportClipPending = definePendingAction(PENDING_KIND.brideReportClip, idPayload('reportId'), (p) => toggleBrideReportClip({ reportId: p.reportId, userId: p.reportId, clip: true }));
