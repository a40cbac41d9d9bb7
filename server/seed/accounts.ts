import { hashPassword } from '../accounts/password';
import type { Db } from '../db/client';
import { prefectures, users } from '../db/schema';
import { mediaUrl } from '../../lib/media';
import { weddingSeasonOptions } from '../../api/contract/accounts';
import { bulkInsert } from './bulkInsert';
import type { SeedContext } from './context';
import { hallShareOfPrefectures, marketNickname } from './marketPeople';
import { PREFECTURES } from './data/regions';
import { demoWedding, generatedMemberEmail, generatedWeddings, monthLabel, seasonOfWedding, type Wedding } from './weddings';

/** The demo logins documented in README ("Demo accounts"). */
export const DEMO_PASSWORD = 'Musubi2026';
export const DEMO_ACCOUNTS = [
  { email: 'hanako@example.com', nickname: 'はなこ', pref: 'tokyo', isPrivate: false, isOfficial: false, isStaff: false, intro: (w: Wedding) => `${monthLabel(w.date)}に東京のガーデンのある式場で挙式しました。準備中の花嫁さんの参考になればうれしいです。` },
  { email: 'official@example.com', nickname: 'musubi編集部', pref: 'tokyo', isPrivate: false, isOfficial: true, isStaff: false, intro: 'musubi公式アカウントです。先輩花嫁のアルバムや式場選びのヒントをお届けします。' },
  { email: 'staff@example.com', nickname: 'ウェディングスタッフ', pref: 'osaka', isPrivate: false, isOfficial: false, isStaff: true, intro: '式場スタッフとして、準備のご相談にお答えしています。' },
  { email: 'private@example.com', nickname: 'ひみつの花嫁', pref: 'kanagawa', isPrivate: true, isOfficial: false, isStaff: false, intro: 'プロフィールは非公開です。' },
] as const;

const NICKNAMES = ['さくら', 'ゆい', 'あかり', 'みなみ', 'ひなた', 'りこ', 'まい', 'かな', 'えみ', 'ことね', 'あおい', 'ちひろ', 'なつみ', 'もも', 'ゆうか'];
/** Self-introductions of members who have married (each writes a bride report). */
const INTROS: ((w: Wedding, prefName: string) => string)[] = [
  () => '',
  (w) => `${monthLabel(w.date)}に挙式しました。`,
  (_w, pref) => `${pref}で結婚式を挙げました。これから準備する方の参考になればうれしいです。`,
  () => '結婚式の準備で役立ったことをまとめています。',
  () => 'アルバムに当日の写真を載せています。',
];

/** Demo members: four documented logins (regular, official, staff, private) and generated brides (their reports and albums: seed/brides). */
export async function seedAccounts(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('accounts');
  const prefRows = await db.select({ id: prefectures.id, slug: prefectures.slug }).from(prefectures);
  if (prefRows.length === 0) throw new Error('seedAccounts needs the geography seed first');
  const prefBySlug = new Map(prefRows.map((p) => [p.slug, p.id]));
  const seasons = weddingSeasonOptions(new Date(`${ctx.today}T00:00:00+09:00`)).map((s) => s.value);
  // One Argon2id hash shared by every demo member: hashing hundreds would only slow the seed.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const demo = DEMO_ACCOUNTS.map((d, i) => {
    // A member with a report married on its date, where it says; the staff account plans nothing of hers here.
    const wedding = demoWedding(ctx, d.email);
    return {
      email: d.email,
      passwordHash,
      nickname: d.nickname,
      weddingPrefectureId: prefBySlug.get(wedding?.prefSlug ?? d.pref) ?? prefRows[0].id,
      weddingSeason: wedding ? seasonOfWedding(wedding.date) : seasons[4 + i],
      selfIntroduction: typeof d.intro === 'function' ? (wedding ? d.intro(wedding) : '') : d.intro,
      iconImageUrl: mediaUrl('users', i + 1, 'icon'),
      isPrivate: d.isPrivate,
      isOfficial: d.isOfficial,
      isStaff: d.isStaff,
      viewedCount: rng.int(100, 5000),
      lovedCount: rng.int(10, 500),
      // Demo members have confirmed their addresses (registration mails a link; these never registered).
      emailVerifiedAt: ctx.today,
    };
  });
  const prefName = new Map(PREFECTURES.map((p) => [p.slug, p.name]));
  // The market's members marry where its halls are (its halls are not spread like the demo's).
  const hallShares = ctx.market ? await hallShareOfPrefectures(db) : null;
  const slugOfPref = new Map(prefRows.map((p) => [p.id, p.slug]));
  const weddings = generatedWeddings(ctx, DEMO_ACCOUNTS.length).map((w) => (hallShares ? { ...w, prefSlug: slugOfPref.get(rng.weighted(hallShares))! } : w));
  const generated = weddings.map((wedding, i) => ({
    email: generatedMemberEmail(i),
    passwordHash,
    nickname: ctx.market ? marketNickname(rng, i) : `${rng.pick(NICKNAMES)}${rng.chance(0.5) ? rng.int(1, 99) : ''}`,
    weddingPrefectureId: prefBySlug.get(wedding.prefSlug)!,
    weddingSeason: seasonOfWedding(wedding.date),
    selfIntroduction: rng.pick(INTROS)(wedding, prefName.get(wedding.prefSlug)!),
    iconImageUrl: rng.chance(0.7) ? mediaUrl('users', DEMO_ACCOUNTS.length + i + 1, 'icon') : null,
    isPrivate: rng.chance(0.1),
    isActive: !rng.chance(0.03),
    viewedCount: rng.int(0, 3000),
    lovedCount: rng.int(0, 300),
    emailVerifiedAt: ctx.today,
  }));
  await bulkInsert(db, users, [...demo, ...generated]);
  ctx.log(`accounts: ${demo.length + generated.length} members (${DEMO_ACCOUNTS.length} demo logins)`);
}
