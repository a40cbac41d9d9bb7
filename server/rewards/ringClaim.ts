import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ringBrands } from '../db/schema';
import { notFound } from '../http/errors';
import { RING_GIFT_CONDITIONS } from '../../api/contract/ringGift';
import { rewardConfig } from './config';
import { endOfJapanDayAfter } from './deadline';
import { issueTicket } from './tickets';

/** One ringengagement ticket per member, funded by the partner brand she bought from. */
export async function claimRingTicket(db: Db, userId: number, brandId: number) {
  const [brand] = await db.select({ id: ringBrands.id }).from(ringBrands).where(eq(ringBrands.id, brandId)).limit(1);
  if (!brand) throw notFound('brand_id: このブランドは見つかりません');
  const cfg = rewardConfig();
  const { id, created } = await issueTicket(db, {
    userId,
    kind: 'ringengagement',
    tenantType: 'ring_brand',
    tenantId: brand.id,
    amount: cfg.ringAmount,
    conditions: RING_GIFT_CONDITIONS,
    deadline: endOfJapanDayAfter(new Date(), cfg.applyDays),
    sourceKey: `ringengagement:${userId}`,
  });
  return { ticket_id: id, already: !created };
}
