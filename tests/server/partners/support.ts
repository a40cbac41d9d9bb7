import type { Db } from '../../../server/db/client';
import { campaignHalls, campaignVersions, partnerMembers, reviews, type PartnerRole } from '../../../server/db/schema';
import { addDays, todayInJapan } from '../../../server/fairs/dates';
import { insertMember, type Member } from '../rewards/support';
import { insertMinimalHall } from '../support/fixtures';
import { insertOtherHall } from '../fairs/support';

/** A partner account of `hallId` with this role. */
export async function insertPartner(db: Db, email: string, hallId: number, role: PartnerRole = 'owner'): Promise<Member> {
  const m = await insertMember(db, email);
  await db.insert(partnerMembers).values({ userId: m.userId, hallId, role });
  return m;
}

/** The current Go To Wedding campaign, open today, with these halls in it (its 成約 amount 100,000円). */
export async function openCampaign(db: Db, hallIds: number[]): Promise<void> {
  const today = todayInJapan();
  await db.insert(campaignVersions).values({
    version: '2026',
    title: 'Go To Wedding キャンペーン 2026',
    startsOn: addDays(today, -10),
    endsOn: addDays(today, 60),
    isCurrent: true,
    content: { lead: 'ご成約で最大100,000円分', conditions: [], amounts: [{ label: 'フェア参加・口コミ投稿', amount: 10000 }, { label: '対象式場でのご成約', amount: 100000 }], faq: [], ticketAmount: 10000, ticketConditions: '対象式場のフェアに参加' },
  });
  if (hallIds.length) await db.insert(campaignHalls).values(hallIds.map((hallId) => ({ version: '2026', hallId })));
}

/** A published review of the hall. */
export async function insertPublishedReview(db: Db, hallId: number, title = 'チャペルの光がきれいでした'): Promise<number> {
  const [r] = await db
    .insert(reviews)
    .values({
      hallId, reviewerType: 'fair', nickname: 'さくら', ageGroup: '20代後半', season: 'autumn', eventDate: addDays(todayInJapan(), -5), postedAt: new Date().toISOString(),
      title, body: 'スタッフの方が丁寧に案内してくださり、試食もおいしかったです。', rating: 4.5, scoreCeremony: 5, scoreReception: 4, scoreFood: 5, scoreStaff: 5, scoreCost: 4, scoreLocation: 4, status: 'published',
    })
    .returning({ id: reviews.id });
  return r.id;
}

/** The people of a console test: a hall with its owner and a staff seat, another hall's owner, a member who is no partner. */
export interface PartnerCast {
  hall: number;
  other: number;
  owner: Member;
  staff: Member;
  otherOwner: Member;
  member: Member;
}

export async function insertPartnerCast(db: Db): Promise<PartnerCast> {
  const hall = await insertMinimalHall(db);
  const other = await insertOtherHall(db, '青山レジデンス迎賓館', 'aoyama');
  return {
    hall,
    other,
    owner: await insertPartner(db, 'owner@example.com', hall, 'owner'),
    staff: await insertPartner(db, 'staff@example.com', hall, 'staff'),
    otherOwner: await insertPartner(db, 'other@example.com', other, 'owner'),
    member: await insertMember(db, 'bride@example.com'),
  };
}
