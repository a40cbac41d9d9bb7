import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  campaignHalls, campaignVersions, fairContents, fairSlots, fairs, hallContracts, hallPvViews, halls, partnerAuditLog, partnerMembers, reservations, reviewReplies, reviews, users,
} from '../db/schema';
import { addDays } from '../fairs/dates';
import type { SeedContext } from './context';
import { ATTENDED_MEMBER } from './rewards';

/** The partners' demo logins (README "Demo accounts"): each the owner of one Tokyo hall. */
export const PARTNER_ACCOUNTS = [
  { email: 'partner@example.com', nickname: '高橋 由美子（ブライダルサロン）' },
  { email: 'partner2@example.com', nickname: '中村 健太（支配人）' },
] as const;

/**
 * A couple who came to a fair of the first hall yesterday (the same fair as みさき) and whom the hall
 * has not marked yet: the console's 来館済み makes her a reviewer (README "Demo accounts").
 */
export const VISITED_COUPLE = { email: 'yui@example.com', nickname: 'ゆい' };

const COUPLES = [
  ['田中', '彩花', 'タナカ', 'アヤカ'], ['山本', '結衣', 'ヤマモト', 'ユイ'], ['小林', '真由', 'コバヤシ', 'マユ'], ['加藤', '美穂', 'カトウ', 'ミホ'],
  ['吉田', '千尋', 'ヨシダ', 'チヒロ'], ['山田', '奈々', 'ヤマダ', 'ナナ'], ['松本', '里奈', 'マツモト', 'リナ'], ['井上', '葵', 'イノウエ', 'アオイ'],
  ['木村', '沙織', 'キムラ', 'サオリ'], ['林', '由佳', 'ハヤシ', 'ユカ'],
] as const;
const MESSAGES = ['', '', '駐車場を利用したいです。', '両親も一緒に伺います。', '和装の試着も希望します。', 'ベビーカーで伺います。'];
const STATUSES = ['new', 'new', 'new', 'confirmed', 'confirmed', 'new', 'confirmed', 'new'] as const;

/**
 * The partners' console demo: partner@example.com owns the Tokyo hall where みさき attended a fair
 * (in the current Go To Wedding campaign), with upcoming reservations in every state, a reply under
 * one of its reviews, a couple's contract waiting for confirmation and twelve weeks of page views;
 * partner2@example.com owns another Tokyo hall.
 */
export async function seedPartners(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('partners');
  const [misaki] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, ATTENDED_MEMBER.email)).limit(1);
  if (!misaki) return;
  const [attended] = await db.select({ hallId: reservations.hallId, fairId: reservations.fairId, slot: reservations.slot, holdTime: reservations.holdTime, fairSnapshot: reservations.fairSnapshot }).from(reservations).where(eq(reservations.userId, misaki.id)).limit(1);
  const hallId = attended.hallId;
  const [hall] = await db.select({ prefectureId: halls.prefectureId }).from(halls).where(eq(halls.id, hallId));
  const [second] = await db.select({ id: halls.id }).from(halls).where(and(eq(halls.prefectureId, hall.prefectureId), ne(halls.id, hallId))).orderBy(asc(halls.id)).limit(1);

  const [owner, owner2] = await db
    .insert(users)
    .values(PARTNER_ACCOUNTS.map((p) => ({ email: p.email, nickname: p.nickname, passwordHash: misaki.passwordHash, emailVerifiedAt: ctx.today })))
    .returning({ id: users.id });
  await db.insert(partnerMembers).values([
    { userId: owner.id, hallId, role: 'owner' as const },
    ...(second ? [{ userId: owner2.id, hallId: second.id, role: 'owner' as const }] : []),
  ]);
  const [current] = await db.select({ version: campaignVersions.version }).from(campaignVersions).where(eq(campaignVersions.isCurrent, true)).limit(1);
  if (current) await db.insert(campaignHalls).values({ version: current.version, hallId }).onConflictDoNothing();

  // Reservations from generated brides on the hall's upcoming fairs, booked over the last weeks.
  const upcoming = await db
    .select({ id: fairs.id, holdAt: fairs.holdAt, name: fairContents.name, price: fairContents.price, contentId: fairContents.id })
    .from(fairs)
    .innerJoin(fairContents, eq(fairContents.id, fairs.contentId))
    .where(and(eq(fairs.hallId, hallId), gte(fairs.holdAt, addDays(ctx.today, 1))))
    .orderBy(asc(fairs.holdAt))
    .limit(8);
  const brides = await db.select({ id: users.id, email: users.email }).from(users).where(sql`${users.email} LIKE 'bride0%'`).orderBy(asc(users.id)).limit(COUPLES.length);
  for (const [i, f] of upcoming.entries()) {
    const [slot] = await db.update(fairSlots).set({ reserved: sql`${fairSlots.reserved} + 1` }).where(and(eq(fairSlots.fairId, f.id), sql`${fairSlots.reserved} < ${fairSlots.capacity}`, eq(fairSlots.slot, sql`(SELECT min(slot) FROM fair_slots WHERE fair_id = ${f.id})`))).returning();
    if (!slot) continue;
    const [last, first, lastKana, firstKana] = COUPLES[i % COUPLES.length];
    const bride = brides[i % Math.max(1, brides.length)];
    const created = new Date(Date.parse(`${addDays(ctx.today, -rng.int(0, 40))}T${String(rng.int(9, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+09:00`)).toISOString();
    await db.insert(reservations).values({
      fairId: f.id, hallId, slot: slot.slot, holdTime: slot.holdTime, lastName: last, firstName: first, lastNameKana: lastKana, firstNameKana: firstKana,
      email: bride?.email ?? `couple${i}@example.com`, tel: `090${String(rng.int(10000000, 99999999))}`, gender: 'female', numberOfParticipants: rng.pick([2, 2, 2, 3, 4]),
      preferredWeddingDate: addDays(ctx.today, rng.int(150, 420)), message: rng.pick(MESSAGES), userId: bride?.id ?? null, cvDevice: rng.pick(['mobile_web', 'mobile_web', 'mobile_app']),
      fairSnapshot: { hall_id: hallId, fair_id: f.id, name: f.name, hold_at: f.holdAt, hold_time: slot.holdTime, price: f.price },
      status: STATUSES[i % STATUSES.length], createdAt: created, partnerNote: i === 3 ? '和装試着の準備をお願いします' : '',
    });
  }

  // ゆい: at yesterday's fair with みさき, still 確認済み in the inbox (the hall marks her 来館済み).
  const [yui] = await db
    .insert(users)
    .values({ email: VISITED_COUPLE.email, nickname: VISITED_COUPLE.nickname, passwordHash: misaki.passwordHash, weddingPrefectureId: hall.prefectureId, emailVerifiedAt: ctx.today })
    .returning({ id: users.id });
  await db.update(fairSlots).set({ reserved: sql`${fairSlots.reserved} + 1` }).where(and(eq(fairSlots.fairId, attended.fairId), eq(fairSlots.slot, attended.slot)));
  await db.insert(reservations).values({
    fairId: attended.fairId, hallId, slot: attended.slot, holdTime: attended.holdTime, lastName: '佐々木', firstName: '結衣', lastNameKana: 'ササキ', firstNameKana: 'ユイ',
    email: VISITED_COUPLE.email, tel: '08012345678', gender: 'female', numberOfParticipants: 2, userId: yui.id, cvDevice: 'mobile_web', fairSnapshot: attended.fairSnapshot,
    status: 'confirmed', createdAt: new Date(Date.parse(`${addDays(ctx.today, -9)}T20:15:00+09:00`)).toISOString(),
  });

  // The hall's reply under its latest published review.
  const [latest] = await db.select({ id: reviews.id, postedAt: reviews.postedAt }).from(reviews).where(and(eq(reviews.hallId, hallId), eq(reviews.status, 'published'))).orderBy(sql`${reviews.postedAt} DESC`).limit(1);
  if (latest) {
    const at = new Date(Date.parse(latest.postedAt) + 2 * 86400000).toISOString();
    await db.insert(reviewReplies).values({ reviewId: latest.id, hallId, body: 'このたびは心のこもった口コミをありがとうございます。スタッフ一同、大変うれしく拝読いたしました。お二人の大切な一日を、これからも精一杯お手伝いいたします。', authorId: owner.id, createdAt: at, updatedAt: at });
  }

  // A couple's contract report waiting for the hall.
  const reporter = brides[1];
  if (reporter) await db.insert(hallContracts).values({ userId: reporter.id, hallId, contractedOn: addDays(ctx.today, -3), weddingDate: addDays(ctx.today, 240) });

  // Twelve weeks of counted page views, rising towards today.
  const views: (typeof hallPvViews.$inferInsert)[] = [];
  for (let d = 83; d >= 0; d--) {
    const n = rng.int(8, 18) + Math.round((83 - d) / 6);
    for (let k = 0; k < n; k++) views.push({ hallId, day: addDays(ctx.today, -d), visitorKey: `seed-partner:${d}:${k}` });
  }
  await db.insert(hallPvViews).values(views).onConflictDoNothing();
  await db.insert(partnerAuditLog).values({ hallId, userId: owner.id, action: 'hall.update', detail: { fields: 'catch_copy,description' }, at: new Date(Date.parse(`${addDays(ctx.today, -6)}T10:12:00+09:00`)).toISOString() });
  const ids = await db.select({ id: partnerMembers.hallId }).from(partnerMembers).where(inArray(partnerMembers.userId, [owner.id, owner2.id]));
  ctx.log(`partners: ${PARTNER_ACCOUNTS.length} owners of ${ids.length} halls, ${upcoming.length} reservations`);
}
