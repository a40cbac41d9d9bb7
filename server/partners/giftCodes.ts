import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTickets, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { GIFT_KIND_LABELS } from '../../api/contract/giftTicketLabels';
import { PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { PartnerGiftCode } from '../../api/contract/partnerDesk';
import { recordEvent } from '../rewards/tickets';
import { codeValidUntil } from '../rewards/codeValidity';
import { codeExpired } from '@/lib/rewards/giftCodeValidity';
import { audit } from './audit';

const fundedBy = (hallId: number) => and(eq(giftTickets.tenantType, 'hall'), eq(giftTickets.tenantId, hallId));

async function rows(db: Db, hallId: number, only?: number): Promise<PartnerGiftCode[]> {
  const list = await db
    .select({ t: giftTickets, nickname: users.nickname })
    .from(giftTickets)
    .innerJoin(users, eq(users.id, giftTickets.userId))
    .where(and(fundedBy(hallId), isNotNull(giftTickets.giftCode), eq(giftTickets.state, 'approved'), only ? eq(giftTickets.id, only) : undefined))
    .orderBy(desc(giftTickets.updatedAt), desc(giftTickets.id))
    .limit(500);
  const validUntil = await codeValidUntil(db, list.map(({ t }) => t.id));
  return list.map(({ t, nickname }) => ({
    id: t.id, kind_label: GIFT_KIND_LABELS[t.kind], nickname, amount: t.amount, gift_code: t.giftCode!,
    code_valid_until: validUntil.get(t.id) ?? null, used_at: t.usedAt ? new Date(t.usedAt).toISOString() : null,
  }));
}

/** The codes issued for gifts this hall funds (its tenant): the ones it honours. */
export const partnerGiftCodes = async (db: Db, hallId: number) => ({ items: await rows(db, hallId) });

/**
 * 利用済み: the couple used the code at the hall, before it expired. One conditional UPDATE (used_at
 * IS NULL) decides, so a code marked twice at once is used once and the second answers 409.
 */
export async function markGiftCodeUsed(db: Db, hallId: number, userId: number, ticketId: number, at = new Date()) {
  if (codeExpired((await codeValidUntil(db, [ticketId])).get(ticketId), at)) {
    const [own] = await db.select({ id: giftTickets.id }).from(giftTickets).where(and(eq(giftTickets.id, ticketId), fundedBy(hallId))).limit(1);
    throw own ? conflict(PARTNER_MSG.giftExpired) : notFound(PARTNER_MSG.giftNotFound);
  }
  const now = at.toISOString();
  const [row] = await db
    .update(giftTickets)
    .set({ usedAt: now, usedBy: userId, updatedAt: now })
    .where(and(eq(giftTickets.id, ticketId), fundedBy(hallId), eq(giftTickets.state, 'approved'), isNotNull(giftTickets.giftCode), isNull(giftTickets.usedAt)))
    .returning({ id: giftTickets.id, code: giftTickets.giftCode });
  if (!row) {
    const [t] = await db.select({ state: giftTickets.state, usedAt: giftTickets.usedAt }).from(giftTickets).where(and(eq(giftTickets.id, ticketId), fundedBy(hallId))).limit(1);
    if (!t) throw notFound(PARTNER_MSG.giftNotFound);
    throw conflict(t.usedAt ? PARTNER_MSG.giftUsed : PARTNER_MSG.giftNotApproved);
  }
  await recordEvent(db, row.id, 'approved', '式場でギフトコードが利用されました（利用済み）');
  await audit(db, hallId, userId, 'gift.use', { ticket_id: ticketId, gift_code: row.code });
  const [gift] = await rows(db, hallId, ticketId);
  return { gift };
}
