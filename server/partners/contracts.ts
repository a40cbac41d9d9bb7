import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallContracts, halls, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { todayInJapan } from '../fairs/dates';
import { CONTRACT_STATE_LABELS, PARTNER_MSG } from '../../api/contract/partnerLabels';
import type { MyContract, PartnerContract } from '../../api/contract/partnerDesk';
import { issueContractGift } from '../rewards/contractGift';
import { audit } from './audit';

export const CONTRACT_MSG = {
  future: 'ご成約日に未来の日付は指定できません',
  weddingBefore: '挙式予定日はご成約日より後の日付を入力してください',
  duplicate: 'この式場の成約報告はすでに受け付けています',
};

const mine = (r: typeof hallContracts.$inferSelect & { hallName: string }): MyContract => ({
  id: r.id,
  hall_id: r.hallId,
  hall_name: r.hallName,
  contracted_on: r.contractedOn,
  wedding_date: r.weddingDate,
  state: r.state,
  state_label: CONTRACT_STATE_LABELS[r.state],
  decline_reason: r.state === 'declined' ? r.declineReason : null,
});

export async function myContracts(db: Db, userId: number) {
  const rows = await db.select({ c: hallContracts, hallName: halls.name }).from(hallContracts).innerJoin(halls, eq(halls.id, hallContracts.hallId)).where(eq(hallContracts.userId, userId)).orderBy(desc(hallContracts.createdAt));
  return { items: rows.map((r) => mine({ ...r.c, hallName: r.hallName })) };
}

/** 「この式場で成約しました」: one report per couple and hall; a declined one may be sent again. */
export async function reportContract(db: Db, userId: number, input: { hall_id: number; contracted_on: string; wedding_date: string }) {
  const [hall] = await db.select({ name: halls.name }).from(halls).where(eq(halls.id, input.hall_id)).limit(1);
  if (!hall) throw notFound(PARTNER_MSG.hallNotFound);
  if (input.contracted_on > todayInJapan()) throw badRequest(`contracted_on: ${CONTRACT_MSG.future}`);
  if (input.wedding_date < input.contracted_on) throw badRequest(`wedding_date: ${CONTRACT_MSG.weddingBefore}`);
  const [row] = await db
    .insert(hallContracts)
    .values({ userId, hallId: input.hall_id, contractedOn: input.contracted_on, weddingDate: input.wedding_date })
    .onConflictDoUpdate({
      target: [hallContracts.userId, hallContracts.hallId],
      set: { contractedOn: input.contracted_on, weddingDate: input.wedding_date, state: 'pending', declineReason: null, decidedAt: null, decidedBy: null },
      setWhere: sql`${hallContracts.state} = 'declined'`,
    })
    .returning();
  if (!row) throw conflict(CONTRACT_MSG.duplicate);
  return { contract: mine({ ...row, hallName: hall.name }) };
}

async function partnerContractRows(db: Db, hallId: number, only?: number): Promise<PartnerContract[]> {
  const rows = await db
    .select({ c: hallContracts, nickname: users.nickname, email: users.email })
    .from(hallContracts)
    .innerJoin(users, eq(users.id, hallContracts.userId))
    .where(and(eq(hallContracts.hallId, hallId), only ? eq(hallContracts.id, only) : undefined))
    .orderBy(desc(hallContracts.createdAt), desc(hallContracts.id))
    .limit(200);
  return rows.map(({ c, nickname, email }) => ({
    id: c.id,
    nickname,
    email,
    contracted_on: c.contractedOn,
    wedding_date: c.weddingDate,
    state: c.state,
    state_label: CONTRACT_STATE_LABELS[c.state],
    decline_reason: c.declineReason,
    created_at: new Date(c.createdAt).toISOString(),
  }));
}

export const partnerContracts = async (db: Db, hallId: number) => ({ items: await partnerContractRows(db, hallId) });

export async function contractsPending(db: Db, hallIds: number[]): Promise<Map<number, number>> {
  if (!hallIds.length) return new Map();
  const rows = await db.select({ hallId: hallContracts.hallId, n: sql<number>`count(*)::int` }).from(hallContracts).where(and(inArray(hallContracts.hallId, hallIds), eq(hallContracts.state, 'pending'))).groupBy(hallContracts.hallId);
  return new Map(rows.map((r) => [r.hallId, Number(r.n)]));
}

/**
 * The hall confirms or declines a report. The conditional UPDATE (state = 'pending') is the whole
 * decision: of two people confirming at once exactly one matches, the other answers 409, and the
 * contract gift is issued once (and once per couple whatever the hall: its source key).
 */
export async function decideContract(db: Db, hallId: number, userId: number, contractId: number, action: 'confirm' | 'decline', reason?: string) {
  if (action === 'decline' && !reason) throw badRequest(`reason: ${PARTNER_MSG.declineReason}`);
  const [row] = await db
    .update(hallContracts)
    .set({ state: action === 'confirm' ? 'confirmed' : 'declined', declineReason: action === 'decline' ? reason! : null, decidedBy: userId, decidedAt: new Date().toISOString() })
    .where(and(eq(hallContracts.id, contractId), eq(hallContracts.hallId, hallId), eq(hallContracts.state, 'pending')))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: hallContracts.id }).from(hallContracts).where(and(eq(hallContracts.id, contractId), eq(hallContracts.hallId, hallId))).limit(1);
    throw exists ? conflict(PARTNER_MSG.contractDecided) : notFound(PARTNER_MSG.contractNotFound);
  }
  await audit(db, hallId, userId, action === 'confirm' ? 'contract.confirm' : 'contract.decline', { contract_id: contractId, ...(reason ? { reason } : {}) });
  const ticketId = action === 'confirm' ? await issueContractGift(db, row.userId, hallId, contractId) : null;
  const [contract] = await partnerContractRows(db, hallId, contractId);
  return { contract, ticket_id: ticketId };
}
