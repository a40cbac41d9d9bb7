import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls } from '../db/schema';
import type { Rng } from './context';

/** Given names brides use in their nicknames: [hiragana, katakana, romaji]. */
const NAMES: readonly (readonly [string, string, string])[] = [
  ['さくら', 'サクラ', 'sakura'], ['ゆい', 'ユイ', 'yui'], ['あかり', 'アカリ', 'akari'], ['みなみ', 'ミナミ', 'minami'],
  ['ひなた', 'ヒナタ', 'hinata'], ['りこ', 'リコ', 'riko'], ['まい', 'マイ', 'mai'], ['かな', 'カナ', 'kana'],
  ['えみ', 'エミ', 'emi'], ['ことね', 'コトネ', 'kotone'], ['あおい', 'アオイ', 'aoi'], ['ちひろ', 'チヒロ', 'chihiro'],
  ['なつみ', 'ナツミ', 'natsumi'], ['もも', 'モモ', 'momo'], ['ゆうか', 'ユウカ', 'yuka'], ['あやか', 'アヤカ', 'ayaka'],
  ['はるか', 'ハルカ', 'haruka'], ['みさき', 'ミサキ', 'misaki'], ['なな', 'ナナ', 'nana'], ['りな', 'リナ', 'rina'],
  ['まゆ', 'マユ', 'mayu'], ['しおり', 'シオリ', 'shiori'], ['あすか', 'アスカ', 'asuka'], ['さき', 'サキ', 'saki'],
  ['ともみ', 'トモミ', 'tomomi'], ['ちなつ', 'チナツ', 'chinatsu'], ['あいり', 'アイリ', 'airi'], ['めぐみ', 'メグミ', 'megumi'],
  ['かおり', 'カオリ', 'kaori'], ['ゆきの', 'ユキノ', 'yukino'], ['ほのか', 'ホノカ', 'honoka'], ['みゆ', 'ミユ', 'miyu'],
  ['えり', 'エリ', 'eri'], ['のぞみ', 'ノゾミ', 'nozomi'], ['ゆりえ', 'ユリエ', 'yurie'], ['あやね', 'アヤネ', 'ayane'],
  ['まなみ', 'マナミ', 'manami'], ['さやか', 'サヤカ', 'sayaka'], ['ひとみ', 'ヒトミ', 'hitomi'], ['りさ', 'リサ', 'risa'],
];

/** How brides write their handles; every one carries a date, so a million stay nearly all distinct. */
const PATTERNS: readonly ((n: readonly [string, string, string], md: string, yy: string) => string)[] = [
  ([h], md) => `${h}${md}`,
  ([, k], md) => `${k}♡${md}`,
  ([, , r], md, yy) => `${r}_${yy}${md}`,
  ([, , r], md) => `${r}.wd${md}`,
  ([h], md, yy) => `${h}(${yy}/${Number(md.slice(0, 2))}/${Number(md.slice(2))}挙式)`,
  ([, k], md, yy) => `${k}${yy}${md}`,
  ([, , r], md, yy) => `${r}${md}_bride${yy}`,
  ([h], md) => `プレ花嫁${h}${md}`,
];

/**
 * A market member's nickname, the i-th of a mixed-radix walk through name × pattern × wedding day
 * × year, so the million differ (a little chance decides upper case, as people type them).
 */
export function marketNickname(rng: Rng, i: number): string {
  const name = NAMES[i % NAMES.length];
  let rest = Math.floor(i / NAMES.length);
  const pattern = PATTERNS[rest % PATTERNS.length];
  rest = Math.floor(rest / PATTERNS.length);
  const dayOfYear = rest % 365;
  const yy = String(24 + (Math.floor(rest / 365) % 6));
  const date = new Date(Date.UTC(2025, 0, 1 + dayOfYear));
  const md = `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
  const nick = pattern(name, md, yy);
  return rng.chance(0.05) ? nick.charAt(0).toUpperCase() + nick.slice(1) : nick;
}

/** Each prefecture with its share of the halls in Japan, for `rng.weighted`: people marry where the halls are. */
export async function hallShareOfPrefectures(db: Db): Promise<[number, number][]> {
  const rows = await db
    .select({ id: halls.prefectureId, n: sql<number>`count(*)::int` })
    .from(halls)
    .where(isNull(halls.overseasDestination))
    .groupBy(halls.prefectureId)
    .orderBy(halls.prefectureId);
  return rows.map((r) => [r.id, Number(r.n)]);
}
