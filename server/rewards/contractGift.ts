import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignHalls, campaignVersions, giftTickets } from '../db/schema';
import { todayInJapan } from '../fairs/dates';
import { rewardConfig } from './config';
import { endOfJapanDayAfter } from './deadline';
import { issueTicket, newGiftCode, recordEvent } from './tickets';

/** The Go To Wedding page's promise for a contract: its 成約 amount (100,000円 in the seeded versions). */
const contractAmount = (amounts: { label: string; amount: number }[]) => amounts.find((a) => a.label.includes('成約'))?.amount ?? null;

/**
 * The contract gift (ご成約特典): when a participating hall confirms a couple's contract while the
 * current campaign runs, she holds a ticket of the campaign's contract amount, funded by that hall,
 * once per couple (source key `contract:<user>`). The hall's confirmation is the proof, so the
 * ticket is approved at once with its gift code, which names the hall that honours it.
 * Returns the ticket, or null when no campaign promises one (closed, or the hall not in it).
 */
export async function issueContractGift(db: Db, userId: number, hallId: number, contractId: number): Promise<number | null> {
  const today = todayInJapan();
  const [campaign] = await db
    .select({ version: campaignVersions.version, startsOn: campaignVersions.startsOn, endsOn: campaignVersions.endsOn, content: campaignVersions.content })
    .from(campaignVersions)
    .innerJoin(campaignHalls, and(eq(campaignHalls.version, campaignVersions.version), eq(campaignHalls.hallId, hallId)))
    .where(eq(campaignVersions.isCurrent, true))
    .limit(1);
  if (!campaign || campaign.startsOn > today || today > campaign.endsOn) return null;
  const amount = contractAmount(campaign.content.amounts);
  if (!amount) return null;
  const { id, created } = await issueTicket(db, {
    userId,
    kind: 'contract',
    tenantType: 'hall',
    tenantId: hallId,
    amount,
    conditions: `${campaign.content.lead.includes('成約') ? 'Go To Wedding キャンペーンの' : ''}ご成約特典です。ご成約の式場で、ギフトコードをお伝えください。`,
    deadline: endOfJapanDayAfter(new Date(), rewardConfig().applyDays),
    sourceKey: `contract:${userId}`,
  });
  if (created) {
    const [approved] = await db
      .update(giftTickets)
      .set({ state: 'approved', giftCode: newGiftCode(), updatedAt: new Date().toISOString() })
      .where(and(eq(giftTickets.id, id), eq(giftTickets.state, 'available')))
      .returning({ id: giftTickets.id });
    if (approved) await recordEvent(db, id, 'approved', `式場がご成約を確認しました（成約報告 ${contractId}）。ギフトコードを発行しました`);
  }
  return id;
}
