import {
  pgTable, serial, text, integer, boolean, date, timestamp, jsonb, index, uniqueIndex, primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { halls } from './halls';
import { reservations } from './fairs';

/** A hall's staff confirmed that the member came to the reserved fair (makes her a reviewer and rewards her). */
export const fairAttendances = pgTable(
  'fair_attendances',
  {
    reservationId: integer('reservation_id').primaryKey().references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    fairDate: date('fair_date', { mode: 'string' }).notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('fair_attendances_user_idx').on(t.userId, t.hallId)],
);

/** A member held her wedding at a hall (confirmed by staff): she may review it as 花嫁 (married). */
export const hallWeddings = pgTable(
  'hall_weddings',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hallId] })],
);

export type GiftTicketKind = 'fair' | 'ringengagement' | 'contract' | 'referral' | 'campaign';
export type GiftTicketState = 'available' | 'applied' | 'approved' | 'rejected' | 'expired';
export type TenantType = 'hall' | 'ring_brand';

/** ギフト券: a reward a member holds, funded by a tenant (a hall or a ring brand). */
export const giftTickets = pgTable(
  'gift_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GiftTicketKind>().notNull(),
    tenantType: text('tenant_type').$type<TenantType>().notNull(),
    tenantId: integer('tenant_id').notNull(),
    amount: integer('amount').notNull(),
    conditions: text('conditions').notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'string' }).notNull(),
    state: text('state').$type<GiftTicketState>().notNull().default('available'),
    rejectReason: text('reject_reason'),
    /** Issued once, by the approving UPDATE that moves applied → approved. */
    giftCode: text('gift_code'),
    receiptUploadId: integer('receipt_upload_id'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    shopName: text('shop_name'),
    purchaseAmount: integer('purchase_amount'),
    /** What earned it (fair:reservation:12, referral:3:friend, campaign:2026:7): one ticket per reason. */
    sourceKey: text('source_key').notNull(),
    /** 利用済み: the funding partner marked the code used at the hall (once; the UPDATE checks it is null). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    usedBy: integer('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_tickets_source_idx').on(t.sourceKey),
    uniqueIndex('gift_tickets_code_idx').on(t.giftCode).where(sql`${t.giftCode} IS NOT NULL`),
    index('gift_tickets_user_idx').on(t.userId, t.kind, t.tenantId),
    index('gift_tickets_applied_idx').on(t.updatedAt).where(sql`${t.state} = 'applied'`),
  ],
);

/** The state history a member sees on the ticket's page. */
export const giftTicketEvents = pgTable(
  'gift_ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').notNull().references(() => giftTickets.id, { onDelete: 'cascade' }),
    state: text('state').$type<GiftTicketState>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gift_ticket_events_ticket_idx').on(t.ticketId, t.at)],
);

/** Every member's referral code (made on first use). */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A friend registered with a referrer's code; rewarded (both tickets) when she attends her first fair. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

export interface CampaignContent {
  lead: string;
  conditions: string[];
  amounts: { label: string; amount: number }[];
  faq: { q: string; a: string }[];
  ticketAmount: number;
  ticketConditions: string;
}

/** Go To Wedding キャンペーン: each version's texts are data; one version is current. */
export const campaignVersions = pgTable('campaign_versions', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  isCurrent: boolean('is_current').notNull().default(false),
  content: jsonb('content').$type<CampaignContent>().notNull(),
});

export const campaignHalls = pgTable(
  'campaign_halls',
  {
    version: text('version').notNull().references(() => campaignVersions.version, { onDelete: 'cascade' }),
    hallId: integer('hall_id').notNull().references(() => halls.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.version, t.hallId] }), index('campaign_halls_hall_idx').on(t.hallId)],
);
