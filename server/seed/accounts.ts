import { hashPassword } from '../accounts/password';
import type { Db } from '../db/client';
import { prefectures, users } from '../db/schema';
import { mediaUrl } from '../../lib/media';
import { weddingSeasonOptions } from '../../api/contract/accounts';
import { bulkInsert } from './bulkInsert';
import type { SeedContext } from './context';
import { hallShareOfPrefectures, marketNickname } from './marketPeople';

/** The demo logins documented in README ("Demo accounts"). */
export const DEMO_PASSWORD = 'Musubi2026';
export const DEMO_ACCOUNTS = [
  { email: 'hanako@example.com', nickname: 'はなこ', pref: 'tokyo', isPrivate: false, isOfficial: false, isStaff: false, intro: '2027年春に東京で挙式予定です。ガーデンのある式場を探しています。' },
  { email: 'official@example.com', nickname: 'musubi編集部', pref: 'tokyo', isPrivate: false, isOfficial: true, isStaff: false, intro: 'musubi公式アカウントです。先輩花嫁のアルバムや式場選びのヒントをお届けします。' },
  { email: 'staff@example.com', nickname: 'ウェディングスタッフ', pref: 'osaka', isPrivate: false, isOfficial: false, isStaff: true, intro: '式場スタッフとして、準備のご相談にお答えしています。' },
  { email: 'private@example.com', nickname: 'ひみつの花嫁', pref: 'kanagawa', isPrivate: true, isOfficial: false, isStaff: false, intro: 'プロフィールは非公開です。' },
] as const;

const NICKNAMES = ['さくら', 'ゆい', 'あかり', 'みなみ', 'ひなた', 'りこ', 'まい', 'かな', 'えみ', 'ことね', 'あおい', 'ちひろ', 'なつみ', 'もも', 'ゆうか'];
const INTROS = ['', '式場探し中です。', '少人数婚を考えています。', '家族中心のあたたかい式にしたいです。', '和装での挙式に憧れています。'];

/** Demo members: four documented logins (regular, official, staff, private) and generated brides (their reports and albums: seed/brides). */
export async function seedAccounts(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('accounts');
  const prefRows = await db.select({ id: prefectures.id, slug: prefectures.slug }).from(prefectures);
  if (prefRows.length === 0) throw new Error('seedAccounts needs the geography seed first');
  const prefBySlug = new Map(prefRows.map((p) => [p.slug, p.id]));
  const seasons = weddingSeasonOptions(new Date(`${ctx.today}T00:00:00+09:00`)).map((s) => s.value);
  // One Argon2id hash shared by every demo member: hashing hundreds would only slow the seed.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const demo = DEMO_ACCOUNTS.map((d, i) => ({
    email: d.email,
    passwordHash,
    nickname: d.nickname,
    weddingPrefectureId: prefBySlug.get(d.pref) ?? prefRows[0].id,
    weddingSeason: seasons[4 + i],
    selfIntroduction: d.intro,
    iconImageUrl: mediaUrl('users', i + 1, 'icon'),
    isPrivate: d.isPrivate,
    isOfficial: d.isOfficial,
    isStaff: d.isStaff,
    viewedCount: rng.int(100, 5000),
    lovedCount: rng.int(10, 500),
    // Demo members have confirmed their addresses (registration mails a link; these never registered).
    emailVerifiedAt: ctx.today,
  }));
  // Enough members that at scale 1 over 300 public bride reports remain after the private and inactive ones.
  const generatedCount = ctx.market ? ctx.market.members - DEMO_ACCOUNTS.length : Math.max(10, Math.round(380 * ctx.scale));
  // The market's members marry where its halls are (Tokyo, Osaka, Kanagawa most); the demo's anywhere.
  const prefShares = ctx.market ? await hallShareOfPrefectures(db) : null;
  const generated = Array.from({ length: generatedCount }, (_, i) => ({
    email: `bride${String(i + 1).padStart(4, '0')}@example.com`,
    passwordHash,
    nickname: ctx.market ? marketNickname(rng, i) : `${rng.pick(NICKNAMES)}${rng.chance(0.5) ? rng.int(1, 99) : ''}`,
    weddingPrefectureId: prefShares ? rng.weighted(prefShares) : rng.pick(prefRows).id,
    weddingSeason: rng.pick(seasons),
    selfIntroduction: rng.pick(INTROS),
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
