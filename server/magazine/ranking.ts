import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePageViews, magazinePosts, magazineWriters } from '../db/schema';
import { notFound } from '../http/errors';
import type { ArticleCard, MagazinePost, RankingTerm } from '../../api/contract/magazine';
import { RANKING_LIST_PER_PAGE } from '../../api/contract/magazine';
import { authorOfPost, postCardColumns, postOfCardRow, published, withAnyTerm, type PostCardRow } from './postQuery';
import { allCategories } from './terms';
import { toArticleCard } from './serialize';

const TERM_DAYS: Record<RankingTerm, number> = { day: 1, week: 7, month: 30 };

/**
 * The ranking window ends on the latest day with counted views (today on a live site),
 * so a demo database seeded days ago still ranks its own last day, week and month.
 * Read inside the ranking's own statement (the day index answers max(day) at once).
 */
const lastDay = sql`(select max(v.day) from "magazine_page_views" v)`;

export interface RankedPost {
  post: MagazinePost;
  pv: number;
}

/**
 * Posts by views in the term's window, most viewed first (ties: newer id first), with their
 * author and terms, in one statement (two at the ranking's end). The window's view counts per post come in ranking order
 * (a day's window holds one row per post, read backwards from magazine_page_views(day, views, post_id);
 * week and month sum the window's rows); each is checked against the published posts (and `extra`)
 * one by one, through a LATERAL join the planner cannot turn into a scan of every post, and the walk
 * stops at the page's end.
 */
export async function rankedPosts(db: Db, term: RankingTerm, offset: number, limit: number, extra?: SQL): Promise<RankedPost[]> {
  // Without a filter, first only the window's top few (so a day is read in index order, not sorted whole):
  // exact as long as they fill the page, since the published posts among a prefix of the order are a
  // prefix of the ranking. Otherwise (unpublished posts among them, or the ranking's end) read it all.
  if (!extra) {
    const capped = await rankingQuery(db, term, offset, limit, undefined, 2 * (offset + limit) + 20);
    if (capped.length === limit) return capped;
  }
  return rankingQuery(db, term, offset, limit, extra);
}

async function rankingQuery(db: Db, term: RankingTerm, offset: number, limit: number, extra: SQL | undefined, cap?: number): Promise<RankedPost[]> {
  const views = TERM_DAYS[term] === 1 ? magazinePageViews.views : sql<number>`sum(${magazinePageViews.views})::int`;
  const inWindow = TERM_DAYS[term] === 1
    ? eq(magazinePageViews.day, lastDay)
    : and(gte(magazinePageViews.day, sql`${lastDay} - ${TERM_DAYS[term] - 1}::int`), lte(magazinePageViews.day, lastDay));
  const window = db.select({ postId: magazinePageViews.postId, pv: sql<number>`${views}`.as('pv') }).from(magazinePageViews).where(inWindow).$dynamic();
  const ordered = (TERM_DAYS[term] === 1 ? window : window.groupBy(magazinePageViews.postId))
    // ORDER BY keeps this a subquery whose order the walk below follows.
    .orderBy(desc(views), desc(magazinePageViews.postId));
  const counted = (cap === undefined ? ordered : ordered.limit(cap)).as('counted');
  const shown = db
    .select({ id: magazinePosts.id })
    .from(magazinePosts)
    .where(and(eq(magazinePosts.id, counted.postId), published, extra))
    .limit(1)
    .as('shown');
  const ranked = db
    .select({ postId: counted.postId, pv: counted.pv })
    .from(counted)
    .innerJoinLateral(shown, sql`true`)
    .orderBy(desc(counted.pv), desc(counted.postId))
    .offset(offset)
    .limit(limit)
    .as('ranked');
  const rows = await db
    .select({ ...postCardColumns, pv: ranked.pv })
    .from(ranked)
    .innerJoin(magazinePosts, eq(magazinePosts.id, ranked.postId))
    .leftJoin(magazineWriters, authorOfPost)
    .orderBy(desc(ranked.pv), desc(ranked.postId));
  return rows.map((r) => ({ post: postOfCardRow(r as PostCardRow), pv: r.pv }));
}

/** GET /api/web/pv/ranking: items start..stop-1 of the term's ranking, optionally within a category. */
export async function pvRanking(
  db: Db,
  input: { ranking_type: RankingTerm; start: number; stop: number; category_id?: number },
): Promise<{ ranking_type: RankingTerm; posts: (MagazinePost & { rank: number; pv: number })[] }> {
  let filter: SQL | undefined;
  if (input.category_id !== undefined) {
    const all = await allCategories(db);
    if (!all.some((t) => t.id === input.category_id)) throw notFound('Not Found');
    const ids = new Set([input.category_id]);
    // A parent category ranks its sub-categories' articles too.
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of all) if (t.parentTermId !== null && ids.has(t.parentTermId) && !ids.has(t.id)) { ids.add(t.id); grew = true; }
    }
    filter = withAnyTerm([...ids]);
  }
  const ranked = await rankedPosts(db, input.ranking_type, input.start, input.stop - input.start, filter);
  return {
    ranking_type: input.ranking_type,
    posts: ranked.map(({ post, pv }, i) => ({ ...post, rank: input.start + i + 1, pv })),
  };
}

/** GET /api/ranking/list/: the term's ranking as clip-form articles, 10 a page. */
export async function rankingList(db: Db, input: { page: number; term: RankingTerm }): Promise<{ term: RankingTerm; page: number; articles: ArticleCard[] }> {
  const offset = (input.page - 1) * RANKING_LIST_PER_PAGE;
  const ranked = await rankedPosts(db, input.term, offset, RANKING_LIST_PER_PAGE);
  return { term: input.term, page: input.page, articles: ranked.map(({ post }, i) => toArticleCard(post, offset + i + 1)) };
}
