import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignHalls, campaignVersions, halls } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { CAMPAIGN_MSG, type Campaign } from '../../api/contract/campaign';
import { selectHalls, toHallSummaries } from '../halls/hallQuery';
import { todayInJapan } from '../fairs/dates';
import { rewardConfig } from './config';
import { endOfJapanDayAfter } from './deadline';
import { issueTicket } from './tickets';

const HALLS_SHOWN = 12;

async function versionRow(db: Db, version?: string) {
  const [row] = await db
    .select()
    .from(campaignVersions)
    .where(version ? eq(campaignVersions.version, version) : eq(campaignVersions.isCurrent, true))
    .limit(1);
  if (!row) throw notFound('キャンペーンが見つかりません');
  return row;
}

const isOpen = (row: { startsOn: string; endsOn: string }, today = todayInJapan()) => row.startsOn <= today && today <= row.endsOn;

/** A campaign version (the current one without `version`): its texts, the participating halls and the other versions. */
export async function getCampaign(db: Db, version?: string): Promise<Campaign> {
  const row = await versionRow(db, version);
  const hallIds = (await db.select({ id: campaignHalls.hallId }).from(campaignHalls).where(eq(campaignHalls.version, row.version))).map((h) => h.id);
  const shown = hallIds.length ? await selectHalls(db).where(inArray(halls.id, hallIds)).orderBy(desc(halls.recommendScore), asc(halls.id)).limit(HALLS_SHOWN) : [];
  const versions = await db.select({ version: campaignVersions.version, title: campaignVersions.title, is_current: campaignVersions.isCurrent }).from(campaignVersions).orderBy(desc(campaignVersions.startsOn));
  const c = row.content;
  return {
    version: row.version,
    title: row.title,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    is_current: row.isCurrent,
    is_open: isOpen(row),
    lead: c.lead,
    conditions: c.conditions,
    amounts: c.amounts,
    faq: c.faq,
    ticket_amount: c.ticketAmount,
    halls: await toHallSummaries(db, shown),
    hall_count: hallIds.length,
    versions,
  };
}

/** エントリー: one campaign ticket per member and version, funded by the participating hall she chose. */
export async function enterCampaign(db: Db, userId: number, version: string, hallId: number) {
  const row = await versionRow(db, version);
  if (!isOpen(row)) throw badRequest(CAMPAIGN_MSG.closed);
  const [inCampaign] = await db.select().from(campaignHalls).where(and(eq(campaignHalls.version, version), eq(campaignHalls.hallId, hallId))).limit(1);
  if (!inCampaign) throw badRequest(`hall_id: ${CAMPAIGN_MSG.hallNotInCampaign}`);
  const { id, created } = await issueTicket(db, {
    userId,
    kind: 'campaign',
    tenantType: 'hall',
    tenantId: hallId,
    amount: row.content.ticketAmount,
    conditions: row.content.ticketConditions,
    deadline: endOfJapanDayAfter(new Date(), rewardConfig().applyDays),
    sourceKey: `campaign:${version}:${userId}`,
  });
  return { ticket_id: id, already: !created };
}

/** Sitemap: the current campaign page and the earlier versions. */
export async function campaignSitemapPaths(db: Db): Promise<{ path: string; lastmod: null }[]> {
  const rows = await db.select({ version: campaignVersions.version, isCurrent: campaignVersions.isCurrent }).from(campaignVersions).orderBy(desc(campaignVersions.startsOn));
  return rows.map((r) => ({ path: r.isCurrent ? '/go_to_wedding/' : `/go_to_wedding/${r.version}/`, lastmod: null }));
}
