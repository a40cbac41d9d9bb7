import { createSlice } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/errors';
import type { HallProfile, PartnerFair, PartnerReservation, ReservationStatusKey } from '../../api/contract/partners';
import type { MyContract, PartnerContract, PartnerGiftCode, PartnerReview } from '../../api/contract/partnerDesk';
import type { PartnerBenefit, PartnerPlan } from '../../api/contract/partnerPlans';
import type { PartnerPhoto } from '../../api/contract/partnerPhotos';
import type { PhotoSection } from '../../lib/constants';
import { createAppThunk } from '../hooks';
import { addRemoteCases, remote, type Remote } from '../remote';
import { injectSlice } from '../index';

// Endpoints load with the first call: the console's first load carries no zod schemas.
const consoleContract = () => import('../../api/contract/partners');
const deskContract = () => import('../../api/contract/partnerDesk');
const plansContract = () => import('../../api/contract/partnerPlans');
const fairsContract = () => import('../../api/contract/partnerFairs');
const photosContract = () => import('../../api/contract/partnerPhotos');

/** The partners' console and the couple's contract report: what the browser calls. */
export interface PartnersState {
  /** The last console action, by what it acted on; failures store the message. */
  action: Remote<string | null>;
  /** The inbox's last poll. */
  inbox: Remote<{ latest_id: number } | null>;
  /** The couple's last 「この式場で成約しました」. */
  contract: Remote<MyContract | null>;
}

export const initialPartnersState: PartnersState = { action: remote(null), inbox: remote(null), contract: remote(null) };

export type PartnerAction =
  | { type: 'profile'; hallId: number; profile: Omit<HallProfile, 'id' | 'name' | 'public_path'> }
  | { type: 'capacity'; hallId: number; fairId: number; slot: number; capacity: number }
  | { type: 'reservation'; hallId: number; id: number; status?: ReservationStatusKey; note?: string }
  | { type: 'reply'; hallId: number; id: number; body: string }
  | { type: 'report'; hallId: number; id: number; reason: string }
  | { type: 'contract'; hallId: number; id: number; action: 'confirm' | 'decline'; reason?: string }
  | { type: 'gift'; hallId: number; id: number }
  /** Creates (no id) or saves a plan / benefit: the form's fields as typed, the server parses them. */
  | { type: 'plan'; hallId: number; id: number | null; fields: PlanFields }
  | { type: 'benefit'; hallId: number; id: number | null; fields: BenefitFields }
  /** Creates a fair on `dates` (no id), or saves a fair's contents and slots. */
  | { type: 'fair'; hallId: number; id: number | null; fields: FairFields; dates?: string[] }
  | { type: 'fairCopy'; hallId: number; id: number; dates: string[] }
  /** Cancels the fair, or only one of its slots. */
  | { type: 'fairCancel'; hallId: number; id: number; slot?: number }
  | { type: 'photoUpload'; hallId: number; file: Blob; section: PhotoSection; caption: string }
  | { type: 'photo'; hallId: number; id: number; caption?: string; is_cover?: true }
  | { type: 'photoDelete'; hallId: number; id: number }
  | { type: 'photoOrder'; hallId: number; section: PhotoSection; ids: number[] }
  /** Owners: invite a colleague by mail, or remove one from the hall. */
  | { type: 'invite'; hallId: number; email: string; role: 'owner' | 'staff' }
  | { type: 'removeMember'; hallId: number; id: number };

/** A fair's form as typed (the server parses the numbers). */
export interface FairFields {
  name: string;
  description: string;
  price: string;
  benefits: string[];
  slots: { slot?: number; hold_time: string; capacity: string }[];
}

export type PlanFields = Omit<PartnerPlan, 'id' | 'price' | 'guest_count' | 'valid_until'> & { price: string; guest_count: string; valid_until: string };
export type BenefitFields = Omit<PartnerBenefit, 'id' | 'amount' | 'valid_until'> & { amount: string; valid_until: string };

export type PartnerActionResult =
  | { type: 'profile'; hall: HallProfile }
  | { type: 'capacity'; fair: PartnerFair }
  | { type: 'reservation'; reservation: PartnerReservation }
  | { type: 'reply'; review: PartnerReview }
  | { type: 'report'; message: string }
  | { type: 'contract'; contract: PartnerContract }
  | { type: 'gift'; gift: PartnerGiftCode }
  | { type: 'plan'; plan: PartnerPlan }
  | { type: 'benefit'; benefit: PartnerBenefit }
  | { type: 'fair' | 'fairCopy' | 'fairCancel'; items: PartnerFair[]; cancelled_reservations: number }
  | { type: 'photo' | 'photoUpload'; photo: PartnerPhoto }
  | { type: 'photoDelete' }
  | { type: 'photoOrder'; items: PartnerPhoto[] }
  | { type: 'invite'; expires_at: string }
  | { type: 'removeMember' };

export const partnerAct = createAppThunk('partners/act', async (a: PartnerAction, { extra, rejectWithValue }): Promise<PartnerActionResult | ReturnType<typeof rejectWithValue>> => {
  try {
    const c = await consoleContract();
    const d = await deskContract();
    switch (a.type) {
      case 'profile': {
        const p = a.profile;
        return { type: a.type, ...(await extra.api.call(c.updatePartnerHall, { hall_id: a.hallId, ...p, price_min: String(p.price_min), price_max: String(p.price_max), capacity_min: String(p.capacity_min), capacity_max: String(p.capacity_max) } as never)) };
      }
      case 'capacity':
        return { type: a.type, ...(await extra.api.call(c.updateFairSlot, { hall_id: a.hallId, fair_id: a.fairId, slot: a.slot, capacity: a.capacity })) };
      case 'reservation':
        return { type: a.type, ...(await extra.api.call(c.updatePartnerReservation, { hall_id: a.hallId, reservation_id: a.id, status: a.status, note: a.note })) };
      case 'reply':
        return { type: a.type, ...(await extra.api.call(d.replyToReview, { hall_id: a.hallId, review_id: a.id, body: a.body })) };
      case 'report':
        return { type: a.type, message: (await extra.api.call(d.reportReview, { hall_id: a.hallId, review_id: a.id, reason: a.reason })).message };
      case 'contract':
        return { type: a.type, contract: (await extra.api.call(d.decideContract, { hall_id: a.hallId, contract_id: a.id, action: a.action, reason: a.reason })).contract };
      case 'gift':
        return { type: a.type, ...(await extra.api.call(d.useGiftCode, { hall_id: a.hallId, ticket_id: a.id })) };
      case 'plan': {
        const p = await plansContract();
        const input = { hall_id: a.hallId, ...a.fields } as never;
        return { type: a.type, ...(a.id === null ? await extra.api.call(p.createPartnerPlan, input) : await extra.api.call(p.updatePartnerPlan, { ...(input as object), plan_id: a.id } as never)) };
      }
      case 'benefit': {
        const p = await plansContract();
        const input = { hall_id: a.hallId, ...a.fields } as never;
        return { type: a.type, ...(a.id === null ? await extra.api.call(p.createPartnerBenefit, input) : await extra.api.call(p.updatePartnerBenefit, { ...(input as object), benefit_id: a.id } as never)) };
      }
      case 'fair': {
        const f = await fairsContract();
        const input = { hall_id: a.hallId, ...a.fields } as never;
        return { type: a.type, ...(a.id === null ? await extra.api.call(f.createPartnerFair, { ...(input as object), dates: a.dates ?? [] } as never) : await extra.api.call(f.updatePartnerFair, { ...(input as object), fair_id: a.id } as never)) };
      }
      case 'fairCopy':
        return { type: a.type, ...(await extra.api.call((await fairsContract()).copyPartnerFair, { hall_id: a.hallId, fair_id: a.id, dates: a.dates })) };
      case 'fairCancel': {
        const f = await fairsContract();
        return { type: a.type, ...(a.slot ? await extra.api.call(f.cancelPartnerSlot, { hall_id: a.hallId, fair_id: a.id, slot: a.slot }) : await extra.api.call(f.cancelPartnerFair, { hall_id: a.hallId, fair_id: a.id })) };
      }
      case 'photoUpload':
        return { type: a.type, ...(await extra.api.call((await photosContract()).uploadPartnerPhoto, { hall_id: a.hallId, photo: a.file, section: a.section, caption: a.caption } as never)) };
      case 'photo':
        return { type: a.type, ...(await extra.api.call((await photosContract()).updatePartnerPhoto, { hall_id: a.hallId, photo_id: a.id, caption: a.caption, is_cover: a.is_cover })) };
      case 'photoDelete':
        await extra.api.call((await photosContract()).deletePartnerPhoto, { hall_id: a.hallId, photo_id: a.id });
        return { type: a.type };
      case 'photoOrder':
        return { type: a.type, items: (await extra.api.call((await photosContract()).orderPartnerPhotos, { hall_id: a.hallId, section: a.section, photo_ids: a.ids })).items };
      case 'invite':
        return { type: a.type, expires_at: (await extra.api.call(d.invitePartner, { hall_id: a.hallId, email: a.email, role: a.role })).expires_at };
      case 'removeMember':
        await extra.api.call(d.removePartnerMember, { hall_id: a.hallId, member_id: a.id });
        return { type: a.type };
    }
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** New reservations since `afterId` (the inbox polls; see docs/partners.md). */
export const pollInbox = createAppThunk('partners/poll', async (a: { hallId: number; afterId: number }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await consoleContract()).listPartnerReservations, { hall_id: a.hallId, after_id: a.afterId });
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const reportContract = createAppThunk('partners/reportContract', async (a: { hall_id: number; contracted_on: string; wedding_date: string }, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await deskContract()).reportContract, a)).contract;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** The invitation link's 参加する: joins the hall it names. */
export const joinHall = createAppThunk('partners/join', async (a: { token: string }, { extra, rejectWithValue }) => {
  try {
    return await extra.api.call((await deskContract()).acceptInvitation, a);
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const partnersSlice = createSlice({
  name: 'partners',
  initialState: initialPartnersState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, partnerAct, (s) => s.action, (p) => p.type);
    addRemoteCases(builder, pollInbox, (s) => s.inbox, (p) => ({ latest_id: p.latest_id }));
    addRemoteCases(builder, reportContract, (s) => s.contract);
  },
});

injectSlice(partnersSlice);
export default partnersSlice.reducer;
