import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FAVORITE_COUNT_PROBE } from '../../api/contract/ringFavoriteLimits';
import { errorMessage } from '../../api/errors';
import { createAppThunk } from '../hooks';
import { definePendingAction, isPositiveId, isRecord, PENDING_KIND } from '../pendingAction';
import { remote, type Remote } from '../remote';
import { logoutUser } from './user';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const favoritesContract = () => import('../../api/contract/ringFavorites');

export type FavoriteKind = 'brand' | 'ring';

/** Stored when a favourite call fails; §5: only status_code 200 is a success. */
export const RING_ERRORS = {
  notOk: 'Failed to update a favourite',
} as const;

/** What the visitor reads when a favourite was rolled back. */
export const FAVORITE_NOTICE = {
  add: 'お気に入りに追加できませんでした。もう一度お試しください',
  remove: 'お気に入りを解除できませんでした。もう一度お試しください',
} as const;

export interface RingsState {
  /** id → favourite, for every brand / ring whose state is known. */
  brands: Record<number, boolean>;
  rings: Record<number, boolean>;
  /** `brand:3` / `ring:12` with a call in flight, or confirmed in this tab (newer than an ids answer). */
  toggling: Record<string, true>;
  toggledHere: Record<string, true>;
  ids: Remote<null>;
  /** The header count: the count probe's meta.total of each list (§9). */
  counts: Remote<{ brands: number; rings: number } | null>;
  /** Totals confirmed by a favourite call while the count probe was in flight: newer than its answer. */
  totalsSinceProbe: Partial<Record<'brands' | 'rings', number>>;
  notice: { key: string; message: string } | null;
}

export const initialRingsState: RingsState = {
  brands: {},
  rings: {},
  toggling: {},
  toggledHere: {},
  ids: remote(null),
  counts: remote(null),
  totalsSinceProbe: {},
  notice: null,
};

const keyOf = (kind: FavoriteKind, id: number) => `${kind}:${id}`;

/** The member's favourite ids, for the buttons' state. */
export const fetchFavoriteIds = createAppThunk('rings/fetchFavoriteIds', async (_: void, { extra, rejectWithValue }) => {
  try {
    const res = await extra.ringApi.call((await favoritesContract()).favoriteIds, {});
    if (res.status_code !== 200) return rejectWithValue(RING_ERRORS.notOk);
    return res.data;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** The count probe (§9): page 1, page_size 1 of each list; meta.total is the count. */
export const fetchFavoriteCount = createAppThunk('rings/fetchFavoriteCount', async (_: void, { extra, rejectWithValue }) => {
  try {
    const [brands, ringList] = await Promise.all([extra.ringApi.call((await favoritesContract()).listFavoriteBrands, FAVORITE_COUNT_PROBE), extra.ringApi.call((await favoritesContract()).listFavoriteRings, FAVORITE_COUNT_PROBE)]);
    if (brands.status_code !== 200 || ringList.status_code !== 200) return rejectWithValue(RING_ERRORS.notOk);
    return { brands: brands.meta.total, rings: ringList.meta.total };
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export interface ToggleFavoriteArg {
  kind: FavoriteKind;
  id: number;
  favorite: boolean;
}

/** Adds or removes a favourite; the button shows the new state at once and rolls back on failure. */
export const toggleFavorite = createAppThunk('rings/toggleFavorite', async (arg: ToggleFavoriteArg, { extra, rejectWithValue }) => {
  try {
    const res = arg.kind === 'brand'
      ? await extra.ringApi.call((await favoritesContract()).putFavoriteBrand, { brand_id: arg.id, favorite: arg.favorite })
      : await extra.ringApi.call((await favoritesContract()).putFavoriteRing, { ring_id: arg.id, favorite: arg.favorite });
    if (res.status_code !== 200) return rejectWithValue(RING_ERRORS.notOk);
    return { total: res.meta.total };
  } catch (e) {
    return rejectWithValue(errorMessage(e, RING_ERRORS.notOk));
  }
});

/** The favourite an anonymous visitor asked for, completed after she registers or logs in. */
export const favoritePending = definePendingAction(
  PENDING_KIND.ringFavorite,
  (p): { kind: FavoriteKind; id: number } | null => (isRecord(p) && (p.kind === 'brand' || p.kind === 'ring') && isPositiveId(p.id) ? { kind: p.kind, id: p.id } : null),
  (p) => toggleFavorite({ kind: p.kind, id: p.id, favorite: true }),
);

const mapOf = (s: RingsState, kind: FavoriteKind) => (kind === 'brand' ? s.brands : s.rings);
const countKey = (kind: FavoriteKind) => (kind === 'brand' ? 'brands' : 'rings');

const ringsSlice = createSlice({
  name: 'rings',
  initialState: initialRingsState,
  reducers: {
    dismissNotice(state) {
      state.notice = null;
    },
    /** An anonymous visitor's pick (kept until she signs in, store/pendingAction): shown at once. */
    pickBeforeLogin(state, action: PayloadAction<ToggleFavoriteArg & { notice?: string }>) {
      const { kind, id, favorite, notice } = action.payload;
      mapOf(state, kind)[id] = favorite;
      state.notice = notice ? { key: keyOf(kind, id), message: notice } : null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFavoriteIds.pending, (s) => {
        s.ids = { status: 'started', fetching: true, data: null, error: null };
      })
      .addCase(fetchFavoriteIds.fulfilled, (s, a) => {
        const brands = new Set(a.payload.brand_ids);
        const rings = new Set(a.payload.ring_ids);
        const fresh = (kind: FavoriteKind, id: number) => !s.toggling[keyOf(kind, id)] && !s.toggledHere[keyOf(kind, id)];
        for (const id of Object.keys(s.brands).map(Number)) if (fresh('brand', id)) s.brands[id] = brands.has(id);
        for (const id of Object.keys(s.rings).map(Number)) if (fresh('ring', id)) s.rings[id] = rings.has(id);
        for (const id of brands) if (fresh('brand', id)) s.brands[id] = true;
        for (const id of rings) if (fresh('ring', id)) s.rings[id] = true;
        s.ids = { status: 'done', fetching: false, data: null, error: null };
      })
      .addCase(fetchFavoriteIds.rejected, (s, a) => {
        s.ids = { status: 'failed', fetching: false, data: null, error: a.payload ?? RING_ERRORS.notOk };
      })
      .addCase(fetchFavoriteCount.pending, (s) => {
        s.counts = { ...s.counts, status: 'started', fetching: true, error: null };
        s.totalsSinceProbe = {};
      })
      .addCase(fetchFavoriteCount.fulfilled, (s, a) => {
        // A save confirmed after the probe left (a pick kept from before login, say) may be missing from its answer.
        s.counts = { status: 'done', fetching: false, data: { ...a.payload, ...s.totalsSinceProbe }, error: null };
        s.totalsSinceProbe = {};
      })
      .addCase(fetchFavoriteCount.rejected, (s, a) => {
        s.counts = { ...s.counts, status: 'failed', fetching: false, error: a.payload ?? RING_ERRORS.notOk };
      })
      .addCase(toggleFavorite.pending, (s, a) => {
        const { kind, id, favorite } = a.meta.arg;
        const map = mapOf(s, kind);
        const was = map[id] === true;
        map[id] = favorite;
        s.toggling[keyOf(kind, id)] = true;
        if (s.counts.data && was !== favorite) s.counts.data[countKey(kind)] += favorite ? 1 : -1;
        if (s.notice?.key === keyOf(kind, id)) s.notice = null;
      })
      .addCase(toggleFavorite.fulfilled, (s, a) => {
        const { kind, id, favorite } = a.meta.arg;
        delete s.toggling[keyOf(kind, id)];
        s.toggledHere[keyOf(kind, id)] = true;
        mapOf(s, kind)[id] = favorite;
        if (s.counts.data) s.counts.data[countKey(kind)] = a.payload.total;
        if (s.counts.fetching) s.totalsSinceProbe[countKey(kind)] = a.payload.total;
      })
      .addCase(toggleFavorite.rejected, (s, a) => {
        const { kind, id, favorite } = a.meta.arg;
        delete s.toggling[keyOf(kind, id)];
        mapOf(s, kind)[id] = !favorite;
        if (s.counts.data) s.counts.data[countKey(kind)] = Math.max(0, s.counts.data[countKey(kind)] + (favorite ? -1 : 1));
        s.notice = { key: keyOf(kind, id), message: favorite ? FAVORITE_NOTICE.add : FAVORITE_NOTICE.remove };
      })
      // Another member may sign in next in this tab: forget what was known.
      .addCase(logoutUser.fulfilled, () => initialRingsState);
  },
});

export const ringsActions = ringsSlice.actions;
injectSlice(ringsSlice);
export default ringsSlice.reducer;
