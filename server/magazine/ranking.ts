import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePageViews, magazinePosts } from '../db/schema';
import { notFound } from '../http/errors';
import type { ArticleCard, MagazinePost, RankingTerm } from '../../api/contract/magazine';
import { RANKING_LIST_PER_PAGE } from '../../api/contract/magazine';
import { addDays } from './japanDate';
import { magazinePostsByIds, published, withAnyTerm } from './postQuery';
import { allCategories } from './terms';
import { toArticleCard } from './serialize';

const TERM_DAYS: Record<RankingTerm, number> = { day: 1, week: 7, month: 30 };

/**
 * The ranking window ends on the latest day with counted views (today on a live site),
 * so a demo database seeded days ago still ranks its own last day, week and month.
 */
async function windowOf(db: Db, term: RankingTerm): Promise<{ from: string; to: string } | null> {
  const [{ last }] = await db.select({ last: sql<string | null>`max(${magazinePageViews.day})::text` }).from(magazinePageViews);
  if (!last) return null;
  return { from: addDays(last, 1 - TERM_DAYS[term]), to: last };
}

export interface RankedPost {
  id: number;
  pv: number;
}

/** Post ids by views in the term's window, most viewed first (ties: newer id first). */
export async function rankedPostIds(db: Db, term: RankingTerm, offset: number, limit: number, extra?: SQL): Promise<RankedPost[]> {
  const window = await windowOf(db, term);
  if (!window) return [];
  const pv = sql<number>`sum(${magazinePageViews.views})::int`;
  return db
    .select({ id: magazinePageViews.postId, pv })
    .from(magazinePageViews)
    .innerJoin(magazinePosts, eq(magazinePosts.id, magazinePageViews.postId))
    .where(and(gte(magazinePageViews.day, window.from), lte(magazinePageViews.day, window.to), published, extra))
    .groupBy(magazinePageViews.postId)
    .orderBy(desc(pv), desc(magazinePageViews.postId))
    .offset(offset)
    .limit(limit);
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
  const ranked = await rankedPostIds(db, input.ranking_type, input.start, input.stop - input.start, filter);
  const posts = await magazinePostsByIds(db, ranked.map((r) => r.id));
  const pvById = new Map(ranked.map((r) => [r.id, r.pv]));
  return {
    ranking_type: input.ranking_type,
    posts: posts.map((p, i) => ({ ...p, rank: input.start + i + 1, pv: pvById.get(p.post_id) ?? 0 })),
  };
}

/** GET /api/ranking/list/: the term's ranking as clip-form articles, 10 a page. */
export async function rankingList(db: Db, input: { page: number; term: RankingTerm }): Promise<{ term: RankingTerm; page: number; articles: ArticleCard[] }> {
  const offset = (input.page - 1) * RANKING_LIST_PER_PAGE;
  const ranked = await rankedPostIds(db, input.term, offset, RANKING_LIST_PER_PAGE);
  const posts = await magazinePostsByIds(db, ranked.map((r) => r.id));
  return { term: input.term, page: input.page, articles: posts.map((p, i) => toArticleCard(p, offset + i + 1)) };
}
