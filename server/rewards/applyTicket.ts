import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTickets } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { GIFT_MSG } from '../../api/contract/giftTickets';
import { expireTickets, needsReceipt, recordEvent, toGiftTicketDetail } from './tickets';
import { ownTicketRow } from './memberTickets';
import { isUploadedFile, type UploadedFile } from '../../api/contract/define';
import { RECEIPT, cleanImage, deleteUploadRows, dropObjects, storeUploads, type DroppedObjects } from '../uploads';

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
  const file = input.receipt;
  if (file !== undefined && !isUploadedFile(file)) throw badRequest(GIFT_MSG.receiptImage);
  // The receipt goes through the upload pipeline (JPEG, PNG or WebP by its bytes; decoded a few at a time).
  const receipt = file !== undefined ? [await cleanImage((file as UploadedFile).data, RECEIPT)] : [];
  const now = new Date().toISOString();
  let replaced: DroppedObjects = { keys: [] };
  // The receipt is kept in the same transaction as the application: a refused one (another tab
  // applied first, the deadline passed) keeps no image; the receipt it replaces is deleted.
  const updated = await storeUploads(db, receipt, { userId, policy: RECEIPT }, async (tx, [stored]) => {
    if (stored) patch.receiptUploadId = stored.id;
    // The state and deadline are checked again by the UPDATE itself: two tabs cannot both apply.
    const [done] = await tx
      .update(giftTickets)
      .set({ ...patch, state: 'applied', rejectReason: null, updatedAt: now })
      .where(and(eq(giftTickets.id, row.id), inArray(giftTickets.state, ['available', 'rejected']), gt(giftTickets.deadline, now)))
      .returning();
    if (!done) throw conflict(GIFT_MSG.notApplicable);
    if (stored && row.receiptUploadId) replaced = await deleteUploadRows(tx, { ids: [row.receiptUploadId] });
    return done;
  });
  await dropObjects(replaced);
  await recordEvent(db, row.id, 'applied', row.state === 'rejected' ? '再申請しました' : '申請しました');
  return toGiftTicketDetail(db, updated);
}

/**
 * Before the body (and its receipt) is read: her own ticket, in a state she may apply from. A
 * malformed id is left to the input check (400).
 */
export async function authorizeApplication(db: Db, userId: number, rawId: unknown, opts: { ringOnly?: boolean } = {}): Promise<void> {
  if (typeof rawId !== 'string' || !/^[1-9]\d{0,8}$/.test(rawId)) return;
  const row = await ownTicketRow(db, userId, Number(rawId));
  if (opts.ringOnly && row.kind !== 'ringengagement') throw notFound(GIFT_MSG.notFound);
  if (row.state !== 'available' && row.state !== 'rejected' && row.state !== 'expired') throw conflict(GIFT_MSG.notApplicable);
}

function fieldOf(message: string): string {
  if (message === GIFT_MSG.receipt) return 'receipt';
  if (message === GIFT_MSG.purchaseDate) return 'purchase_date';
  if (message === GIFT_MSG.shop) return 'shop_name';
  return 'purchase_amount';
}
