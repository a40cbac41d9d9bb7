import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  campaignHalls, campaignVersions, fairAttendances, ringBrands, fairContents, fairSlots, fairs, giftTicketEvents, giftTickets, halls, prefectures, reservations, users,
  type CampaignContent,
} from '../db/schema';
import { addDays } from '../fairs/dates';
import type { SeedContext } from './context';
import { weddingSeasonOptions } from '../../api/contract/accountVocabulary';

/** The member of the review journey: she attended a fair yesterday and has not reviewed it yet. */
export const ATTENDED_MEMBER = { email: 'misaki@example.com', nickname: 'みさき' };

const FAQ: CampaignContent['faq'] = [
  { q: 'エントリーに費用はかかりますか？', a: 'かかりません。ムスビの会員（無料）であれば、どなたでもエントリーできます。' },
  { q: 'ギフト券はいつ届きますか？', a: '参加条件を満たしてマイページから申請し、スタッフが確認して承認すると、ギフトコードがマイページに表示されます。' },
  { q: '複数の式場でフェアに参加した場合は？', a: 'キャンペーンのギフト券はおひとり様1枚です。エントリー時に選んだ式場のフェア参加が対象です。' },
  { q: 'ご成約特典の100,000円分はどうすれば受け取れますか？', a: '対象式場とご成約後、契約書の控えを添えてマイページのギフト券から申請してください。' },
];

function versions(today: string): (typeof campaignVersions.$inferInsert)[] {
  const year = Number(today.slice(0, 4));
  return [
    {
      version: String(year - 1),
      title: `Go To Wedding キャンペーン ${year - 1}`,
      startsOn: `${year - 1}-04-01`,
      endsOn: `${year - 1}-09-30`,
      isCurrent: false,
      content: {
        lead: '対象式場のブライダルフェアに参加して口コミを投稿すると、ギフト券10,000円分。ご成約で最大100,000円分をプレゼントしたキャンペーンです（受付は終了しました）。',
        conditions: ['ムスビの会員であること', 'キャンペーン期間中に対象式場のフェアをムスビから予約して参加すること', 'フェア参加の翌日までに口コミを投稿すること'],
        amounts: [{ label: 'フェア参加・口コミ投稿', amount: 10000 }, { label: '対象式場でのご成約', amount: 100000 }],
        faq: FAQ.slice(0, 2),
        ticketAmount: 10000,
        ticketConditions: 'キャンペーン期間中に、エントリーした式場のフェアに参加して口コミを投稿してください。',
      },
    },
    {
      version: String(year),
      title: `Go To Wedding キャンペーン ${year}`,
      startsOn: addDays(today, -60),
      endsOn: addDays(today, 120),
      isCurrent: true,
      content: {
        lead: '結婚式場探しを、もっとおトクに。対象式場のブライダルフェアに参加するとギフト券10,000円分、ご成約で最大100,000円分をプレゼントします。',
        conditions: [
          'ムスビの会員（無料）であること',
          'このページからエントリーし、エントリーした対象式場のフェアにムスビから予約して参加すること',
          'フェア参加の翌日24時までに、その式場の口コミを投稿すること',
          'ご成約特典は、対象式場とのご契約後に契約書の控えを添えて申請すること',
        ],
        amounts: [{ label: 'フェア参加・口コミ投稿', amount: 10000 }, { label: '対象式場でのご成約', amount: 100000 }],
        faq: FAQ,
        ticketAmount: 10000,
        ticketConditions: 'エントリーした式場のブライダルフェアにムスビから予約して参加し、翌日24時までに口コミを投稿してください。条件を満たしたら、このページから申請できます。',
      },
    },
  ];
}

/** Go To Wedding versions and their halls, a reviewer-to-be, and hanako's tickets in every state. */
export async function seedRewards(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('rewards');
  const vs = versions(ctx.today);
  await db.insert(campaignVersions).values(vs);
  const allHalls = await db.select({ id: halls.id, prefectureId: halls.prefectureId }).from(halls).orderBy(asc(halls.id));
  for (const v of vs) {
    const chosen = rng.sample(allHalls, Math.max(6, Math.round(allHalls.length * 0.15)));
    if (chosen.length) await db.insert(campaignHalls).values(chosen.map((h) => ({ version: v.version!, hallId: h.id }))).onConflictDoNothing();
  }

  const [hanako] = await db.select().from(users).where(eq(users.email, 'hanako@example.com')).limit(1);
  if (!hanako) return;
  const [tokyo] = await db.select({ id: prefectures.id }).from(prefectures).where(eq(prefectures.slug, 'tokyo')).limit(1);
  const tokyoHalls = allHalls.filter((h) => h.prefectureId === tokyo?.id);
  const [content] = tokyoHalls.length
    ? await db.select().from(fairContents).where(inArray(fairContents.hallId, tokyoHalls.map((h) => h.id))).orderBy(asc(fairContents.id)).limit(1)
    : [];
  if (!content) return;

  // みさき: planning a wedding next year; a fair yesterday at a Tokyo hall, her attendance confirmed by the hall.
  const [misaki] = await db
    .insert(users)
    .values({ email: ATTENDED_MEMBER.email, nickname: ATTENDED_MEMBER.nickname, passwordHash: hanako.passwordHash, weddingPrefectureId: tokyo.id, weddingSeason: weddingSeasonOptions(new Date(`${ctx.today}T00:00:00+09:00`))[4].value, selfIntroduction: '来年の挙式に向けて式場を探しています。先日、都内の式場のフェアに参加しました。', emailVerifiedAt: ctx.today })
    .returning();
  const yesterday = addDays(ctx.today, -1);
  const [fair] = await db.insert(fairs).values({ contentId: content.id, hallId: content.hallId, holdAt: yesterday, startDate: addDays(yesterday, -90) }).returning();
  await db.insert(fairSlots).values({ fairId: fair.id, slot: 1, holdTime: '10:00〜12:00', capacity: 4, reserved: 1 });
  const [resv] = await db
    .insert(reservations)
    .values({
      fairId: fair.id, hallId: content.hallId, slot: 1, holdTime: '10:00〜12:00', lastName: '佐藤', firstName: '美咲', lastNameKana: 'サトウ', firstNameKana: 'ミサキ',
      email: ATTENDED_MEMBER.email, tel: '09012345678', gender: 'female', numberOfParticipants: 2, userId: misaki.id, cvDevice: 'mobile_web',
      fairSnapshot: { hall_id: content.hallId, name: content.name, hold_at: yesterday }, status: 'attended',
    })
    .returning();
  await db.insert(fairAttendances).values({ reservationId: resv.id, userId: misaki.id, hallId: content.hallId, fairDate: yesterday });

  // hanako's tickets: one in each state, so /mypage/gifttickets shows them all.
  const deadline = (days: number) => new Date(Date.parse(`${addDays(ctx.today, days)}T15:00:00Z`)).toISOString();
  // The hall of みさき's fair: partner@example.com runs it (seed/partners), so it honours these codes.
  const hallId = content.hallId;
  const [brand] = await db.select({ id: ringBrands.id }).from(ringBrands).orderBy(asc(ringBrands.id)).limit(1);
  const rows: (typeof giftTickets.$inferInsert)[] = [
    ...(brand ? [{ userId: hanako.id, kind: 'ringengagement' as const, tenantType: 'ring_brand' as const, tenantId: brand.id, amount: 20000, state: 'available' as const, deadline: deadline(45), sourceKey: 'demo:hanako:ring', conditions: '提携ブランドで婚約指輪をご購入いただいた方が対象です。領収書の画像、購入日、購入店舗、購入金額を添えて申請してください。' }] : []),
    { userId: hanako.id, kind: 'fair', tenantType: 'hall', tenantId: hallId, amount: 10000, state: 'approved', giftCode: 'MSB-DEMO-7K2Q-9XJD', deadline: deadline(60), sourceKey: 'demo:hanako:fair', conditions: 'ムスビで予約したブライダルフェアに参加し、期限までに口コミを投稿され、掲載されました。' },
    { userId: hanako.id, kind: 'contract', tenantType: 'hall', tenantId: hallId, amount: 100000, state: 'rejected', rejectReason: '領収書の画像が不鮮明で、金額が読み取れませんでした。撮り直した画像で再申請してください。', receiptUploadId: null, purchaseDate: addDays(ctx.today, -20), shopName: '本館ブライダルサロン', purchaseAmount: 3200000, deadline: deadline(30), sourceKey: 'demo:hanako:contract', conditions: 'ムスビ経由で式場とご成約いただいた方が対象です。契約書の控えの画像を添えて申請してください（最大100,000円分）。' },
    { userId: hanako.id, kind: 'campaign', tenantType: 'hall', tenantId: hallId, amount: 10000, state: 'expired', deadline: deadline(-10), sourceKey: 'demo:hanako:campaign', conditions: 'キャンペーン期間中にエントリーした式場のフェアに参加して口コミを投稿してください。' },
  ];
  const inserted = await db.insert(giftTickets).values(rows).returning({ id: giftTickets.id, state: giftTickets.state, reason: giftTickets.rejectReason });
  await db.insert(giftTicketEvents).values(
    inserted.flatMap((t) => [
      { ticketId: t.id, state: 'available' as const, note: 'ギフト券が発行されました' },
      ...(t.state === 'approved' ? [{ ticketId: t.id, state: 'applied' as const, note: '申請しました' }, { ticketId: t.id, state: 'approved' as const, note: 'ギフトコードを発行しました' }] : []),
      ...(t.state === 'rejected' ? [{ ticketId: t.id, state: 'applied' as const, note: '申請しました' }, { ticketId: t.id, state: 'rejected' as const, note: t.reason ?? '' }] : []),
      ...(t.state === 'expired' ? [{ ticketId: t.id, state: 'expired' as const, note: '申請期限を過ぎました' }] : []),
    ]),
  );
}
