import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTickets } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { GIFT_MSG } from '../../api/contract/giftTickets';
import { expireTickets, needsReceipt, recordEvent, toGiftTicketDetail } from './tickets';
import { ownTicketRow } from './memberTickets';
import { storeImages } from './uploads';

export interface Application {
  receipt?: unknown;
  purchase_date?: string;
  shop_name?: string;
  purchase_amount?: number;
}

/**
 * 申請する: available or rejected → applied. Fields left empty are skipped (§5): a
 * re-application keeps what was sent before; purchase kinds must have all four in the end.
 */
export async function applyTicket(db: Db, userId: number, ticketId: number, tenantId: number, input: Application, opts: { ringOnly?: boolean } = {}) {
  await expireTickets(db, userId);
  const row = await ownTicketRow(db, userId, ticketId, tenantId);
  if (opts.ringOnly && row.kind !== 'ringengagement') throw notFound(GIFT_MSG.notFound);
  if (row.state === 'expired') throw conflict(GIFT_MSG.expired);
  if (row.state !== 'available' && row.state !== 'rejected') throw conflict(GIFT_MSG.notApplicable);
  const patch: Partial<typeof giftTickets.$inferInsert> = {};
  if (input.purchase_date !== undefined) patch.purchaseDate = input.purchase_date;
  if (input.shop_name !== undefined) patch.shopName = input.shop_name;
  if (input.purchase_amount !== undefined) patch.purchaseAmount = input.purchase_amount;
  if (needsReceipt(row.kind)) {
    const missing: string[] = [];
    if (input.receipt === undefined && !row.receiptUploadId) missing.push(GIFT_MSG.receipt);
    if ((patch.purchaseDate ?? row.purchaseDate) == null) missing.push(GIFT_MSG.purchaseDate);
    if ((patch.shopName ?? row.shopName) == null) missing.push(GIFT_MSG.shop);
    if ((patch.purchaseAmount ?? row.purchaseAmount) == null) missing.push(GIFT_MSG.amount);
    if (missing.length) throw badRequest(missing.join('、'), { issues: missing.map((message) => ({ path: fieldOf(message), message })) });
  }
  if (input.receipt !== undefined) [patch.receiptUploadId] = await storeImages(db, userId, 'receipt', [input.receipt], GIFT_MSG.receiptImage);
  const now = new Date().toISOString();
  // The state and deadline are checked again by the UPDATE itself: two tabs cannot both apply.
  const [updated] = await db
    .update(giftTickets)
    .set({ ...patch, state: 'applied', rejectReason: null, updatedAt: now })
    .where(and(eq(giftTickets.id, row.id), inArray(giftTickets.state, ['available', 'rejected']), gt(giftTickets.deadline, now)))
    .returning();
  if (!updated) throw conflict(GIFT_MSG.notApplicable);
  await recordEvent(db, row.id, 'applied', row.state === 'rejected' ? '再申請しました' : '申請しました');
  return toGiftTicketDetail(db, updated);
}

function fieldOf(message: string): string {
  if (message === GIFT_MSG.receipt) return 'receipt';
  if (message === GIFT_MSG.purchaseDate) return 'purchase_date';
  if (message === GIFT_MSG.shop) return 'shop_name';
  return 'purchase_amount';
}
