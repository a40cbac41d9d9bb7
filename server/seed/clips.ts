import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  articleClips, brideReportClips, brideReports, hallClipComments, hallClipShareItems, hallClipShares, hallClips, halls, loves,
  magazinePosts, users,
} from '../db/schema';
import { newShareHash } from '../clips/shareHash';
import { insertChunked, type SeedContext } from './context';

const NOTES = [
  'チャペルの天井が高くて素敵。見積もりをもう一度確認する',
  '駅から近いのでゲストに優しい。試食がおいしかった',
  'ガーデンが広い。雨の日のプランを聞く',
  '持ち込み料がかかるか確認',
  '',
  '',
];
const COMMENTS: [string, string][] = [
  ['母', '駅から近いのは親戚にも助かるわね。一度一緒に見学に行きたいです'],
  ['父', '料理がおいしいと評判のところが良いと思う'],
  ['彼', 'ここ、雰囲気がいいね。フェアに行ってみよう'],
];

/** Demo clips: the documented member's list with notes, a share with family comments; members' clips for counts. */
export async function seedClips(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('clips');
  const [hanako] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hanako@example.com')).limit(1);
  const hallRows = await db.select({ id: halls.id }).from(halls).orderBy(asc(halls.id));
  if (!hanako || hallRows.length === 0) return;
  const members = await db.select({ id: users.id }).from(users).where(eq(users.isActive, true)).orderBy(asc(users.id));
  const posts = await db.select({ id: magazinePosts.id }).from(magazinePosts).where(eq(magazinePosts.status, 'publish')).orderBy(asc(magazinePosts.id));
  const reports = await db.select({ id: brideReports.userId }).from(brideReports).innerJoin(users, eq(users.id, brideReports.userId)).where(and(eq(users.isActive, true), eq(users.isPrivate, false))).orderBy(asc(brideReports.userId)).limit(500);
  const hallIds = hallRows.map((h) => h.id);

  // The documented member: five halls with notes, shared with family who commented.
  const mine = await db
    .insert(hallClips)
    .values(rng.sample(hallIds, 5).map((hallId, i) => ({ userId: hanako.id, hallId, note: NOTES[i % NOTES.length], createdAt: sql`now() - make_interval(days => ${5 - i})` as unknown as string })))
    .returning();
  const [share] = await db.insert(hallClipShares).values({ userId: hanako.id, hash: newShareHash() }).returning();
  await db.insert(hallClipShareItems).values(mine.slice(0, 3).map((c, i) => ({ shareId: share.id, hallClipId: c.id, sortOrder: i })));
  await db.insert(hallClipComments).values(COMMENTS.map(([name, comment], i) => ({ shareId: share.id, hallClipId: mine[i % 3].id, name, comment })));

  // Other members: a few clips each, so counts and rankings are not empty (the market's millions: seed/marketClips).
  const others = ctx.market ? [] : members.filter((m) => m.id !== hanako.id);
  const clipRows = others.flatMap((m) => rng.sample(hallIds, rng.int(0, 6)).map((hallId) => ({ userId: m.id, hallId, note: rng.chance(0.3) ? rng.pick(NOTES) : '' })));
  await insertChunked(clipRows, 1000, (chunk) => db.insert(hallClips).values(chunk).onConflictDoNothing());

  if (posts.length) {
    const postIds = posts.map((p) => p.id);
    const rows = [hanako, ...others].flatMap((m) => rng.sample(postIds, rng.int(0, 4)).map((postId) => ({ userId: m.id, postId })));
    await insertChunked(rows, 1000, (chunk) => db.insert(articleClips).values(chunk).onConflictDoNothing());
    const loveRows = others.flatMap((m) => rng.sample(postIds, rng.int(0, 3)).map((id) => ({ userId: m.id, type: 'article' as const, targetKey: String(id), targetId: id })));
    await insertChunked(loveRows, 1000, (chunk) => db.insert(loves).values(chunk).onConflictDoNothing());
  }
  if (reports.length) {
    const reportIds = reports.map((r) => r.id);
    const rows = [hanako, ...others].flatMap((m) => rng.sample(reportIds, rng.int(0, 2)).map((reportId) => ({ userId: m.id, reportId })));
    await insertChunked(rows, 1000, (chunk) => db.insert(brideReportClips).values(chunk).onConflictDoNothing());
  }
  // Statistics for the counts every hall, article and report page reads (PGlite runs no autovacuum).
  await db.execute(sql`ANALYZE hall_clips, article_clips, bride_report_clips, loves`);
  ctx.log(`clips: ${mine.length + clipRows.length} hall clips, share /clips/share/${share.hash}`);
}
