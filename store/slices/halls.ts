import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { UUID_COOKIE } from '../../api/client';
import type { HallSummary } from '../../api/contract/halls';
import type { HallSearchQuery, getHallRanking } from '../../api/contract/directory';
import type { EndpointInput, EndpointOutput } from '../../api/contract/define';
import { errorMessage, isApiClientError } from '../../api/errors';
import { callHallList, type HallSearchInput, type HallSearchResult } from '../../lib/halls/hallListCall';
import { browserStorage, loadRecentHalls, prependRecent, saveRecentHalls, toRecentHall, type RecentHall } from '../../lib/halls/recentlyViewed';
import { createAppThunk } from '../hooks';
import { injectSlice, type AppDispatch, type RootState, type ThunkExtra } from '../index';
import { addRemoteCases, remote, type Remote } from '../remote';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const directoryContract = () => import('../../api/contract/directory');

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const hallsContract = () => import('../../api/contract/halls');

export type HallRanking = EndpointOutput<typeof getHallRanking>;
export type HallRankingQuery = EndpointInput<typeof getHallRanking>;

/** An option of a hall selector (e.g. halls a couple is comparing): unique by value (§4). */
export interface HallOption {
  value: string;
  label: string;
}

/** The halls slice of §3: search results, pv, ranking, recently viewed halls and hall options. */
export interface HallsState {
  search: Remote<HallSearchResult | null> & { query: HallSearchQuery | null; errorStatus: number | null };
  pv: Remote<{ hall_id: number; pv: number } | null>;
  ranking: Remote<HallRanking | null>;
  recommended: Remote<HallSummary[]>;
  recentlyViewed: RecentHall[];
  /** Whether the list was read from this browser's storage yet (it is empty on the server). */
  recentlyViewedLoaded: boolean;
  selectionOptions: HallOption[];
}

export const initialHallsState: HallsState = {
  search: { ...remote(null), query: null, errorStatus: null },
  pv: remote(null),
  ranking: remote(null),
  recommended: remote([]),
  recentlyViewed: [],
  recentlyViewedLoaded: false,
  selectionOptions: [],
};

export const HALL_PV_ERROR = 'Failed to get a hall pv';

export interface HallListError {
  message: string;
  /** The client error's status: 400 when the response was a string (§5), 0 for a network failure. */
  status: number;
}

const createListThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch; extra: ThunkExtra; rejectValue: HallListError }>();

export const fetchHalls = createListThunk('halls/fetchHalls', async (input: HallSearchInput, { extra, rejectWithValue }) => {
  try {
    return await callHallList(extra.api, input);
  } catch (e) {
    return rejectWithValue({ message: errorMessage(e), status: isApiClientError(e) ? e.status : 0 });
  }
});

/** Records a page view of the hall (a POST: the GET only reads) and gets its total (§8: "Failed to get a hall pv"). */
export const fetchHallPv = createAppThunk('halls/fetchHallPv', async (hallId: number, { extra, rejectWithValue }) => {
  try {
    const { hall_id, pv } = await extra.api.call((await hallsContract()).recordHallPv, { id: hallId });
    return { hall_id, pv };
  } catch {
    return rejectWithValue(HALL_PV_ERROR);
  }
});

/** The hall ranking; a failure stores its message (§8). */
export const fetchHallRanking = createAppThunk('halls/fetchHallRanking', async (query: HallRankingQuery, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await directoryContract()).getHallRanking, query);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const fetchRecommendedHalls = createAppThunk('halls/fetchRecommended', async (hallId: number | undefined, { extra, rejectWithValue }) => {
  const uuid = Cookies.get(UUID_COOKIE);
  if (!uuid) return [];
  try {
    return (await extra.api.call((await directoryContract()).getRecommendedHallsForVisitor, { uuid, hall_id: hallId })).items;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** Reads the recently viewed halls kept in this browser. */
export const loadRecentlyViewed = createAppThunk('halls/loadRecentlyViewed', async () => loadRecentHalls(browserStorage()));

/** A view of a hall page, in this browser: prepended locally with the view time (§4) and kept in storage. */
export const rememberHallViewed = createAppThunk('halls/rememberHallViewed', async (hall: HallSummary, { dispatch, getState }) => {
  if (!getState().halls.recentlyViewedLoaded) await dispatch(loadRecentlyViewed());
  dispatch(hallsActions.hallViewed(toRecentHall(hall)));
  saveRecentHalls(browserStorage(), getState().halls.recentlyViewed);
});

/** A view of a hall page, on the server: recorded for the visitor's uuid so recommendations can use it. */
export const reportHallViewed = createAppThunk('halls/reportHallViewed', async (hallId: number, { extra }) => {
  const uuid = Cookies.get(UUID_COOKIE);
  if (!uuid) return;
  try {
    await extra.api.call((await directoryContract()).recordHallView, { uuid, hall_id: hallId });
  } catch {
    // The local list is what the visitor sees; the server record only feeds recommendations.
  }
});

const hallsSlice = createSlice({
  name: 'halls',
  initialState: initialHallsState,
  reducers: {
    hallViewed(state, action: PayloadAction<RecentHall>) {
      state.recentlyViewed = prependRecent(state.recentlyViewed, action.payload);
    },
    clearRecentlyViewed(state) {
      state.recentlyViewed = [];
    },
    addSelectionOption(state, action: PayloadAction<HallOption>) {
      if (!state.selectionOptions.some((o) => o.value === action.payload.value)) state.selectionOptions.push(action.payload);
    },
    removeSelectionOption(state, action: PayloadAction<string>) {
      state.selectionOptions = state.selectionOptions.filter((o) => o.value !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchHalls.pending, (s, a) => {
        s.search.status = 'started';
        s.search.fetching = true;
        s.search.error = null;
        s.search.errorStatus = null;
        s.search.query = a.meta.arg;
      })
      .addCase(fetchHalls.fulfilled, (s, a) => {
        s.search.status = 'done';
        s.search.fetching = false;
        s.search.data = a.payload;
      })
      .addCase(fetchHalls.rejected, (s, a) => {
        const { message, status } = a.payload ?? { message: a.error.message ?? 'Failed to fetch', status: 0 };
        s.search.status = 'failed';
        s.search.fetching = false;
        s.search.error = message;
        s.search.errorStatus = status;
      })
      .addCase(loadRecentlyViewed.fulfilled, (s, a) => {
        // Views recorded before the stored list was read stay first.
        s.recentlyViewed = s.recentlyViewed.reduceRight((list, h) => prependRecent(list, h), a.payload);
        s.recentlyViewedLoaded = true;
      });
    addRemoteCases(builder, fetchHallPv, (s) => s.pv);
    addRemoteCases(builder, fetchHallRanking, (s) => s.ranking);
    addRemoteCases(builder, fetchRecommendedHalls, (s) => s.recommended);
  },
});

export const hallsActions = hallsSlice.actions;
injectSlice(hallsSlice);
export default hallsSlice.reducer;
