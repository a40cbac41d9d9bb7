jest.setTimeout(240000);

import fc from 'fast-check';
import { describeEachDb } from '../support/testDb';
import type { Db } from '../../../server/db/client';
import { magazinePageViews, magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../../../server/db/schema';
import { relatedPosts } from '../../../server/magazine/related';
import { pvRanking, rankingList } from '../../../server/magazine/ranking';
import { addDays } from '../../../server/magazine/japanDate';
import { RANKING_LIST_PER_PAGE } from '../../../api/contract/magazine';

/**
 * Related posts and the rankings against their definitions written out in TypeScript, on random
 * small magazines full of ties (few publication times, few view counts), drafts, scheduled posts and
 * views of unpublished posts: the same items in the same order, ties included.
 */
const TERMS = [
  { id: 1, taxonomy: 'category' as const, weight: 1 },
  { id: 2, taxonomy: 'category' as const, weight: 1 },
  { id: 10, taxonomy: 'post_tag' as const, weight: 2 },
  { id: 11, taxonomy: 'post_tag' as const, weight: 2 },
  { id: 12, taxonomy: 'post_tag' as const, weight: 2 },
];
const PUBLISHED_AT = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z', '2999-01-01T00:00:00.000Z'];
const FIRST_DAY = '2026-02-01';

interface GenPost {
  status: 'publish' | 'draft';
  at: number;
  terms: number[];
  views: { day: number; views: number }[];
}

const genPost: fc.Arbitrary<GenPost> = fc.record({
  status: fc.constantFrom('publish' as const, 'publish' as const, 'publish' as const, 'draft' as const),
  at: fc.integer({ min: 0, max: PUBLISHED_AT.length - 1 }),
  terms: fc.subarray(TERMS.map((t) => t.id)),
  views: fc.uniqueArray(fc.record({ day: fc.integer({ min: 0, max: 35 }), views: fc.integer({ min: 0, max: 3 }) }), { selector: (v) => v.day, maxLength: 30, size: 'max' }),
});

async function load(db: Db, posts: GenPost[]): Promise<void> {
  await db.delete(magazinePageViews);
  await db.delete(magazinePostTerms);
  await db.delete(magazinePosts);
  await db.delete(magazineTerms);
  await db.delete(magazineWriters);
  await db.insert(magazineWriters).values({ id: 1, login: 'w', displayName: '書き手' });
  await db.insert(magazineTerms).values(TERMS.map((t) => ({ id: t.id, taxonomy: t.taxonomy, name: `t${t.id}`, slug: `t${t.id}`, parentTermId: t.id === 2 ? 1 : null })));
  await db.insert(magazinePosts).values(posts.map((p, i) => ({
    id: i + 1, title: `記事${i + 1}`, content: '<p>本文</p>', status: p.status, authorId: i % 2 ? 1 : null,
    categoryId: p.terms.find((t) => t < 10) ?? null, publishedAt: PUBLISHED_AT[p.at], modifiedAt: PUBLISHED_AT[p.at],
  })));
  const links = posts.flatMap((p, i) => p.terms.map((termId) => ({ postId: i + 1, termId })));
  if (links.length) await db.insert(magazinePostTerms).values(links);
  const views = posts.flatMap((p, i) => p.views.map((v) => ({ postId: i + 1, day: addDays(FIRST_DAY, v.day), views: v.views })));
  if (views.length) await db.insert(magazinePageViews).values(views);
}

const isPublished = (p: GenPost) => p.status === 'publish' && Date.parse(PUBLISHED_AT[p.at]) <= Date.now();
const weightOf = (termId: number) => TERMS.find((t) => t.id === termId)!.weight;

/** Shared tags weigh 2, shared categories 1; then newer first, then the higher id. */
function expectedRelated(posts: GenPost[], id: number, limit: number): number[] {
  const own = new Set(posts[id - 1].terms);
  return posts
    .map((p, i) => ({ id: i + 1, p, score: p.terms.filter((t) => own.has(t)).reduce((s, t) => s + weightOf(t), 0) }))
    .filter((c) => c.id !== id && c.score > 0 && isPublished(c.p))
    .sort((a, b) => b.score - a.score || Date.parse(PUBLISHED_AT[b.p.at]) - Date.parse(PUBLISHED_AT[a.p.at]) || b.id - a.id)
    .slice(0, limit)
    .map((c) => c.id);
}

/** Views summed over the window ending on the last day with views; more views first, then the higher id. */
function expectedRanking(posts: GenPost[], days: number, offset: number, limit: number, inCategory?: number[]): { id: number; pv: number }[] {
  const all = posts.flatMap((p) => p.views.map((v) => v.day));
  if (!all.length) return [];
  const last = Math.max(...all);
  return posts
    .map((p, i) => ({ id: i + 1, p, inWindow: p.views.filter((v) => v.day > last - days && v.day <= last) }))
    .filter((c) => c.inWindow.length && isPublished(c.p) && (!inCategory || c.p.terms.some((t) => inCategory.includes(t))))
    .map((c) => ({ id: c.id, pv: c.inWindow.reduce((s, v) => s + v.views, 0) }))
    .sort((a, b) => b.pv - a.pv || b.id - a.id)
    .slice(offset, offset + limit);
}

describeEachDb('magazine related posts and rankings keep their order', (fx) => {
  it('related posts: same items, same order, same ties as the definition', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(genPost, { minLength: 1, maxLength: 40, size: 'max' }), fc.integer({ min: 1, max: 6 }), async (posts, limit) => {
        await load(fx.db, posts);
        for (let id = 1; id <= posts.length; id++) {
          if (!isPublished(posts[id - 1])) {
            await expect(relatedPosts(fx.db, id, limit)).rejects.toMatchObject({ status: 404 });
            continue;
          }
          const got = (await relatedPosts(fx.db, id, limit)).posts.map((p) => p.post_id);
          expect(got).toEqual(expectedRelated(posts, id, limit));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('rankings: same items, same order, same ties and views as the definition', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(genPost, { minLength: 1, maxLength: 40, size: 'max' }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 8 }), async (posts, start, count) => {
        await load(fx.db, posts);
        for (const [term, days] of [['day', 1], ['week', 7], ['month', 30]] as const) {
          const pv = await pvRanking(fx.db, { ranking_type: term, start, stop: start + count });
          expect(pv.posts.map((p) => ({ id: p.post_id, pv: p.pv }))).toEqual(expectedRanking(posts, days, start, count));
          expect(pv.posts.map((p) => p.rank)).toEqual(pv.posts.map((_, i) => start + i + 1));
          const inCategory = await pvRanking(fx.db, { ranking_type: term, start, stop: start + count, category_id: 1 });
          expect(inCategory.posts.map((p) => ({ id: p.post_id, pv: p.pv }))).toEqual(expectedRanking(posts, days, start, count, [1, 2]));
          for (const page of [1, 2]) {
            const list = await rankingList(fx.db, { term, page });
            const offset = (page - 1) * RANKING_LIST_PER_PAGE;
            expect(list.articles.map((a) => a.article_id)).toEqual(expectedRanking(posts, days, offset, RANKING_LIST_PER_PAGE).map((r) => r.id));
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
