import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { copyRows, poolOf } from './copyRows';
import type { Rng, SeedContext } from './context';

const DAY = 86400000;

/** The market's clips and いいね split by kind (issue 36 gives only their sum, 5,000,000). */
const SHARE = { hallClips: 0.4, loves: 0.3, articleClips: 0.2, reportClips: 0.1 } as const;

const NOTES = [
  'チャペルの天井が高くて素敵。見積もりをもう一度確認する', '駅から近いのでゲストに優しい', '試食がおいしかった。持ち込み料を確認',
  'ガーデンが広い。雨の日のプランを聞く', '親族控室の広さを見学で確かめる', '送迎バスの有無を聞く', '和装の前撮りができるか確認',
  '平日の割引プランあり', '少人数向けの個室がある', '夜景がきれい。ナイトウェディングも検討',
];

/**
 * Draws from `ids` with the weights' cumulative sums (binary search): popular halls, new articles
 * and liked reports are clipped more, as on a real site.
 */
function weightedPicker(ids: readonly number[], weights: readonly number[]): (rng: Rng) => number {
  const cumulative = new Float64Array(ids.length);
  let sum = 0;
  weights.forEach((w, i) => (cumulative[i] = sum += w));
  return (rng) => {
    const x = rng.next() * sum;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return ids[lo];
  };
}

/** Zipf-like weights by rank: the first items of a list are wanted most. */
const byRank = (n: number) => Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, 0.7));

/**
 * For each member, `mean × activity` distinct targets (activity is exponential with mean 1: most
 * members clip a few, some many; rounded at random, so the total keeps its mean), as rows made by `row`. A generator: COPY streams them.
 */
function* perMember(rng: Rng, members: readonly number[], mean: number, cap: number, pick: (rng: Rng) => number, row: (userId: number, target: number, rng: Rng) => unknown[]): Generator<unknown[]> {
  for (const userId of members) {
    const n = Math.min(cap, Math.floor(-Math.log(1 - rng.next()) * mean + rng.next()));
    const seen = new Set<number>();
    for (let tries = 0; seen.size < n && tries < n * 4; tries++) {
      const target = pick(rng);
      if (seen.has(target)) continue;
      seen.add(target);
      yield row(userId, target, rng);
    }
  }
}

/**
 * The market's clips and いいね (seed --market): hall, article and report clips and loves of articles
 * and brides' profiles, about `market.clipsAndLoves` in all, streamed into PostgreSQL with COPY.
 * Does nothing at the demo scales (seed/clips gives those theirs).
 */
export async function seedMarketClips(db: Db, ctx: SeedContext): Promise<void> {
  const market = ctx.market;
  if (!market) return;
  const pool = poolOf(db);
  if (!pool) throw new Error('the market seed needs PostgreSQL (COPY)');
  const now = new Date(`${ctx.today}T12:00:00+09:00`).getTime();
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const members = (await rows<{ id: number }>(sql`SELECT id FROM users WHERE is_active AND email <> 'hanako@example.com' ORDER BY id`)).map((r) => r.id);
  const halls = await rows<{ id: number; n: number }>(sql`SELECT id, rating_count AS n FROM halls ORDER BY id`);
  const posts = (await rows<{ id: number }>(sql`SELECT id FROM magazine_posts WHERE status = 'publish' ORDER BY published_at DESC`)).map((r) => r.id);
  const reports = (await rows<{ id: number }>(sql`
    SELECT r.user_id AS id FROM bride_reports r JOIN users u ON u.id = r.user_id
    WHERE u.is_active AND NOT u.is_private ORDER BY r.posted_at DESC`)).map((r) => r.id);
  if (!members.length || !halls.length) return;
  // Reports and articles are shuffled once, so popularity does not follow age exactly.
  const shuffledReports = ctx.rng('market:report order').sample(reports, reports.length);
  const pickHall = weightedPicker(halls.map((h) => h.id), halls.map((h) => 1 + Number(h.n)));
  const pickPost = weightedPicker(posts, byRank(posts.length));
  const pickReport = weightedPicker(shuffledReports, byRank(shuffledReports.length));
  const mean = (share: number) => (market.clipsAndLoves * share) / members.length;
  const when = (rng: Rng) => new Date(now - rng.int(0, 720) * DAY - rng.int(0, 86399) * 1000).toISOString();
  const counts: Record<string, number> = {};

  counts['hall clips'] = await copyRows(pool, 'hall_clips', ['user_id', 'hall_id', 'note', 'note_shared', 'created_at', 'updated_at'],
    perMember(ctx.rng('market:hall clips'), members, mean(SHARE.hallClips), Math.min(40, halls.length), pickHall, (userId, hallId, rng) => {
      const at = when(rng);
      return [userId, hallId, rng.chance(0.25) ? rng.pick(NOTES) : '', rng.chance(0.1), at, at];
    }));
  if (posts.length) {
    counts['article clips'] = await copyRows(pool, 'article_clips', ['user_id', 'post_id', 'created_at'],
      perMember(ctx.rng('market:article clips'), members, mean(SHARE.articleClips), Math.min(30, posts.length), pickPost, (userId, postId, rng) => [userId, postId, when(rng)]));
  }
  if (shuffledReports.length) {
    counts['report clips'] = await copyRows(pool, 'bride_report_clips', ['user_id', 'report_id', 'created_at'],
      perMember(ctx.rng('market:report clips'), members, mean(SHARE.reportClips), Math.min(20, shuffledReports.length), pickReport, (userId, reportId, rng) => [userId, reportId, when(rng)]));
  }
  // いいね: of articles (60 %) and of brides' profiles (40 %); one per member and target.
  const lovedArticles = posts.length ? mean(SHARE.loves * 0.6) : 0;
  const lovedProfiles = shuffledReports.length ? mean(SHARE.loves * (posts.length ? 0.4 : 1)) : 0;
  const loveRng = ctx.rng('market:loves');
  function* loves(): Generator<unknown[]> {
    for (const userId of members) {
      for (const [type, perMember, pick, cap] of [['article', lovedArticles, pickPost, Math.min(30, posts.length)], ['user', lovedProfiles, pickReport, Math.min(30, shuffledReports.length)]] as const) {
        const n = Math.min(cap, Math.floor(-Math.log(1 - loveRng.next()) * perMember + loveRng.next()));
        const seen = new Set<number>();
        for (let tries = 0; seen.size < n && tries < n * 4; tries++) {
          const target = pick(loveRng);
          if (seen.has(target) || (type === 'user' && target === userId)) continue;
          seen.add(target);
          yield [userId, type, String(target), target, when(loveRng)];
        }
      }
    }
  }
  counts['loves'] = await copyRows(pool, 'loves', ['user_id', 'type', 'target_key', 'target_id', 'created_at'], loves());
  await db.execute(sql`VACUUM ANALYZE hall_clips, article_clips, bride_report_clips, loves`);
  ctx.log(`market clips and loves: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ')}`);
}
