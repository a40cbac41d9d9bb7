import { createSlice } from '@reduxjs/toolkit';
import { errorMessage, isApiClientError } from '../../api/errors';
import type { ApplyInput, GiftTicketDetail } from '../../api/contract/giftTickets';
import type { MyReferral, ReferralGuest } from '../../api/contract/referrals';
import type { MyReview, ReviewFormInput } from '../../api/contract/memberReviews';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const giftTicketsContract = () => import('../../api/contract/giftTickets');
const referralsContract = () => import('../../api/contract/referrals');
const campaignContract = () => import('../../api/contract/campaign');
const reviewsContract = () => import('../../api/contract/memberReviews');
const ringGiftContract = () => import('../../api/contract/ringGift');
// The token client brings the HTTP stack; it too waits for the first application.
const tokenClient = () => import('../../api/tokenClient');

/** Gift tickets, referrals, the campaign entry and members' reviews: the calls pages make from the browser. */
export interface RewardsState {
  /** The last gift ticket application: failures store the message (§8). */
  apply: Remote<GiftTicketDetail | null>;
  /** Referral guest lookup: failures store the HTTP status (§8). */
  referral: Remote<ReferralGuest | null>;
  myReferral: Remote<MyReferral | null>;
  entry: Remote<{ ticket_id: number; already: boolean } | null>;
  review: Remote<MyReview | null>;
  /** Staff actions (moderation, ticket approval, attendance), by the id acted on. */
  staff: Remote<string | null>;
}

export const initialRewardsState: RewardsState = {
  apply: remote(null),
  referral: remote(null),
  myReferral: remote(null),
  entry: remote(null),
  review: remote(null),
  staff: remote(null),
};

export const applyForTicket = createAppThunk(
  'rewards/apply',
  async (arg: { id: number; kind: string; userId: number; tenantId: number; token: string; fields: ApplyInput }, { rejectWithValue }) => {
    const input = { id: arg.id, user_id: arg.userId, tenant_id: arg.tenantId, ...arg.fields };
    try {
      const api = (await tokenClient()).browserApiWithToken(arg.token);
      return await (arg.kind === 'ringengagement' ? api.call((await giftTicketsContract()).applyRingTicket, input) : api.call((await giftTicketsContract()).applyGiftTicket, input));
    } catch (e) {
      return rejectWithValue(errorMessage(e));
    }
  },
);

export const fetchReferralGuest = createAppThunk('rewards/referralGuest', async (code: string, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await referralsContract()).getReferralGuest, { code });
  } catch (e) {
    return rejectWithValue(String(isApiClientError(e) ? e.status : 0));
  }
});

export const addReferralCode = createAppThunk('rewards/useReferralCode', async (code: string, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await referralsContract()).useReferralCode, { code });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const enterGoToWedding = createAppThunk('rewards/enter', async (arg: { version: string; hallId: number | '' }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await campaignContract()).enterCampaign, { version: arg.version, hall_id: arg.hallId === '' ? undefined : arg.hallId });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** A partner brand's engagement-ring ticket; she applies with her receipt on the ticket's page. */
export const claimRingGift = createAppThunk('rewards/claimRing', async (brandId: number, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await ringGiftContract()).claimRingTicket, { brand_id: brandId });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const submitReview = createAppThunk('rewards/postReview', async (input: ReviewFormInput, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await reviewsContract()).postReview, input)).review;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export type StaffAction =
  | { type: 'approveReview' | 'rejectReview'; id: number; reason?: string }
  | { type: 'approveTicket' | 'rejectTicket'; id: number; reason?: string }
  | { type: 'attendance'; id: number };

export const staffAct = createAppThunk('rewards/staff', async (a: StaffAction, { extra, rejectWithValue }) => {
  try {
    if (a.type === 'approveReview' || a.type === 'rejectReview') await extra.api.call((await reviewsContract()).moderateReview, { id: a.id, action: a.type === 'approveReview' ? 'approve' : 'reject', reason: a.reason });
    else if (a.type === 'approveTicket') await extra.api.call((await giftTicketsContract()).approveGiftTicket, { id: a.id });
    else if (a.type === 'rejectTicket') await extra.api.call((await giftTicketsContract()).rejectGiftTicket, { id: a.id, reason: a.reason ?? '' });
    else await extra.api.call((await reviewsContract()).confirmAttendance, { reservation_id: a.id });
    return `${a.type}:${a.id}`;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const rewardsSlice = createSlice({
  name: 'rewards',
  initialState: initialRewardsState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, applyForTicket, (s) => s.apply);
    // A failed lookup stores the HTTP status as its error ('404').
    addRemoteCases(builder, fetchReferralGuest, (s) => s.referral);
    addRemoteCases(builder, addReferralCode, (s) => s.myReferral);
    addRemoteCases(builder, enterGoToWedding, (s) => s.entry);
    addRemoteCases(builder, submitReview, (s) => s.review);
    addRemoteCases(builder, staffAct, (s) => s.staff);
  },
});

injectSlice(rewardsSlice);
export default rewardsSlice.reducer;
