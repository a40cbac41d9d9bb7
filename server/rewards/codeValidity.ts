import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { giftTicketEvents } from '../db/schema';
import { GIFT_CODE_VALID_DAYS } from '../../api/contract/giftTicketLabels';
import { addDays } from '@/lib/japanDate';
import { japanDateOf } from './deadline';

/**
 * The last day each ticket's code can be used, from the day it was issued: its first 承認済み
 * event (staff approval, a confirmed contract). Tickets without one are left out.
 */
export async function codeValidUntil(db: Db, ticketIds: number[]): Promise<Map<number, string>> {
  if (ticketIds.length === 0) return new Map();
  const issued = await db
    .select({ id: giftTicketEvents.ticketId, at: min(giftTicketEvents.at) })
    .from(giftTicketEvents)
    .where(and(inArray(giftTicketEvents.ticketId, ticketIds), eq(giftTicketEvents.state, 'approved')))
    .groupBy(giftTicketEvents.ticketId);
  return new Map(issued.filter((r) => r.at).map((r) => [r.id, addDays(japanDateOf(new Date(r.at!)), GIFT_CODE_VALID_DAYS)]));
}
