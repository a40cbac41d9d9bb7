import { createSlice } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import type { ReservationInput, ReservationListItem, ReservationNames, ReservationResult, ReservationSummary } from '../../api/contract/fairs';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const reservationChangesContract = () => import('../../api/contract/reservationChanges');

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const fairsContract = () => import('../../api/contract/fairs');

export interface FairsState {
  /** The reservation form's call: the button stays disabled while it is started. */
  reservation: Remote<ReservationResult | null>;
  /** The reservation just made, for the confirmation page. */
  lastReservation: ReservationSummary | null;
  myReservations: Remote<{ items: ReservationListItem[]; total: number; page: number; total_pages: number } | null>;
}

export const initialFairsState: FairsState = { reservation: remote(null), lastReservation: null, myReservations: remote(null) };

export const submitReservation = createAppThunk('fairs/submitReservation', async (input: ReservationInput, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await fairsContract()).createReservation, input);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const fetchMyReservations = createAppThunk('fairs/fetchMyReservations', async (arg: { page?: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await fairsContract()).listReservations, { page: arg.page ?? 1 });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** A signed-in member's names from her last reservation (null before one, or when the call fails): her booking form starts from them. */
export const fetchReservationNames = createAppThunk('fairs/fetchReservationNames', async (_: void, { extra }): Promise<ReservationNames | null> => {
  try {
    return (await extra.api.call((await fairsContract()).getReservationNames, {})).names;
  } catch {
    return null;
  }
});

/** Cancels one of her reservations, then reads her list again (the place is back on the fair). */
export const cancelMyReservation = createAppThunk('fairs/cancelMyReservation', async (arg: { id: number; page?: number }, { extra, dispatch, rejectWithValue }) => {
  try {
    const result = await extra.api.call((await reservationChangesContract()).cancelReservation, { id: arg.id });
    await dispatch(fetchMyReservations({ page: arg.page ?? 1 }));
    return result;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const fairsSlice = createSlice({
  name: 'fairs',
  initialState: initialFairsState,
  reducers: {
    resetReservation(state) {
      state.reservation = remote(null);
    },
  },
  extraReducers: (builder) => {
    addRemoteCases(builder, submitReservation, (s) => s.reservation);
    addRemoteCases(builder, fetchMyReservations, (s) => s.myReservations);
    // A matcher, because the lifecycle above already owns the fulfilled case.
    builder.addMatcher(submitReservation.fulfilled.match, (s, a) => {
      if (a.payload.result) s.lastReservation = a.payload.reservation;
    });
  },
});

export const fairsActions = fairsSlice.actions;
injectSlice(fairsSlice);
export default fairsSlice.reducer;
