import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { giftTicketEvents, giftTickets, type GiftTicketKind, type GiftTicketState, type TenantType } from '../db/schema';
import { GIFT_KIND_LABELS, GIFT_STATE_LABELS, type GiftTicket, type GiftTicketDetail } from '../../api/contract/giftTickets';
import { GIFT_USED_LABEL } from '../../api/contract/giftTicketLabels';
import { tenantKey, tenantNames } from './tenants';
import { codeValidUntil } from './codeValidity';
import { apiUploadUrl as uploadUrl } from '../uploads';

export type TicketRow = typeof giftTickets.$inferSelect;

export interface NewTicket {
  userId: number;
  kind: GiftTicketKind;
  tenantType: TenantType;
  tenantId: number;
  amount: number;
  conditions: string;
  deadline: Date;
  sourceKey: string;
}

/** Gives a ticket once per reason (sourceKey): a repeated call returns the existing one. */
export async function issueTicket(db: Db, t: NewTicket): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(giftTickets)
    .values({ ...t, deadline: t.deadline.toISOString(), state: 'available' })
    .onConflictDoNothing({ target: giftTickets.sourceKey })
    .returning({ id: giftTickets.id });
  if (row) {
    await db.insert(giftTicketEvents).values({ ticketId: row.id, state: 'available', note: 'ギフト券が発行されました' });
    return { id: row.id, created: true };
  }
  const [existing] = await db.select({ id: giftTickets.id }).from(giftTickets).where(eq(giftTickets.sourceKey, t.sourceKey));
  return { id: existing.id, created: false };
}

/** Tickets past their deadline that were never approved become 期限切れ (kept, with an event). */
export async function expireTickets(db: Db, userId?: number, now = new Date()): Promise<void> {
  const where = and(inArray(giftTickets.state, ['available', 'rejected']), lt(giftTickets.deadline, now.toISOString()), userId !== undefined ? eq(giftTickets.userId, userId) : undefined);
  const expired = await db.update(giftTickets).set({ state: 'expired', updatedAt: now.toISOString() }).where(where).returning({ id: giftTickets.id });
  if (expired.length) await db.insert(giftTicketEvents).values(expired.map((e) => ({ ticketId: e.id, state: 'expired' as const, note: '申請期限を過ぎました' })));
}

export async function recordEvent(db: Db, ticketId: number, state: GiftTicketState, note = ''): Promise<void> {
  await db.insert(giftTicketEvents).values({ ticketId, state, note });
}

/** An unguessable code, e.g. MSB-7K2Q-9XJD-4FHT (no 0/O/1/I). */
export function newGiftCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `MSB-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export async function toGiftTickets(db: Db, rows: TicketRow[]): Promise<GiftTicket[]> {
  const names = await tenantNames(db, rows.map((r) => ({ type: r.tenantType, id: r.tenantId })));
  const validUntil = await codeValidUntil(db, rows.filter((r) => r.state === 'approved' && r.giftCode).map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    kind_label: GIFT_KIND_LABELS[r.kind],
    tenant: { type: r.tenantType, id: r.tenantId, name: names.get(tenantKey({ type: r.tenantType, id: r.tenantId }))! },
    amount: r.amount,
    conditions: r.conditions,
    deadline: r.deadline,
    state: r.state,
    state_label: r.usedAt ? GIFT_USED_LABEL : GIFT_STATE_LABELS[r.state],
    reject_reason: r.state === 'rejected' ? r.rejectReason : null,
    gift_code: r.state === 'approved' ? r.giftCode : null,
    code_valid_until: r.state === 'approved' ? validUntil.get(r.id) ?? null : null,
    used_at: r.usedAt ? new Date(r.usedAt).toISOString() : null,
    receipt_image_url: r.receiptUploadId ? uploadUrl(r.receiptUploadId) : null,
    purchase_date: r.purchaseDate,
    shop_name: r.shopName,
    purchase_amount: r.purchaseAmount,
    needs_receipt: needsReceipt(r.kind),
    created_at: r.createdAt,
  }));
}

/** Kinds proven by a purchase: the application needs a receipt, its date, the shop and the amount. */
export const needsReceipt = (kind: GiftTicketKind) => kind === 'ringengagement' || kind === 'contract';

export async function toGiftTicketDetail(db: Db, row: TicketRow): Promise<GiftTicketDetail> {
  const [ticket] = await toGiftTickets(db, [row]);
  const events = await db.select().from(giftTicketEvents).where(eq(giftTicketEvents.ticketId, row.id)).orderBy(asc(giftTicketEvents.at), asc(giftTicketEvents.id));
  return { ...ticket, history: events.map((e) => ({ state: e.state, state_label: GIFT_STATE_LABELS[e.state], note: e.note, at: e.at })) };
}

/** The total of approved tickets (受け取り済みの合計). */
export async function totalReceived(db: Db, userId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`COALESCE(SUM(${giftTickets.amount}), 0)::int` }).from(giftTickets).where(and(eq(giftTickets.userId, userId), eq(giftTickets.state, 'approved')));
  return Number(r.n);
}
