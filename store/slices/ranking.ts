import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import type { ArticleCard, RankingTerm } from '../../api/contract/magazine';
import { RANKING_DEFAULT_TERM } from '../../lib/constants';
import { createAppThunk } from '../hooks';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const magazineContract = () => import('../../api/contract/magazine');

/** The article ranking (§4): started sets fetching; done stores articles by term; failed stores a message. */
export interface RankingState {
  term: RankingTerm;
  status: 'idle' | 'started' | 'done' | 'failed';
  fetching: boolean;
  articles: Record<RankingTerm, ArticleCard[] | null>;
  error: string | null;
}

export const initialRankingState: RankingState = {
  term: RANKING_DEFAULT_TERM,
  status: 'idle',
  fetching: false,
  articles: { day: null, week: null, month: null },
  error: null,
};

/** Server-rendered state: the articles of one term already known. */
export function rankingStateWith(term: RankingTerm, articles: ArticleCard[]): RankingState {
  return { ...initialRankingState, term, status: 'done', articles: { ...initialRankingState.articles, [term]: articles } };
}

/** Loads a term's ranking. On failure the message is stored and the error rethrown to the caller (§8). */
export const fetchRanking = createAppThunk('ranking/fetch', async ({ term, page = 1 }: { term: RankingTerm; page?: number }, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await magazineContract()).rankingList, { term, page })).articles;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const rankingSlice = createSlice({
  name: 'ranking',
  initialState: initialRankingState,
  reducers: {
    selectTerm(state, action: PayloadAction<RankingTerm>) {
      state.term = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchRanking.pending, (state, action) => {
        state.term = action.meta.arg.term;
        state.status = 'started';
        state.fetching = true;
        state.error = null;
      })
      .addCase(fetchRanking.fulfilled, (state, action) => {
        state.status = 'done';
        state.fetching = false;
        state.articles[action.meta.arg.term] = action.payload;
      })
      .addCase(fetchRanking.rejected, (state, action) => {
        state.status = 'failed';
        state.fetching = false;
        state.error = action.payload ?? action.error.message ?? 'Failed to fetch';
      });
  },
});

export const rankingActions = rankingSlice.actions;
injectSlice(rankingSlice);
export default rankingSlice.reducer;
