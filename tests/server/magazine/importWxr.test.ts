jest.setTimeout(60000);

import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../../../server/db/schema';
import { importWxr } from '../../../server/magazine/wxr/importWxr';
import { parseWxr } from '../../../server/magazine/wxr/parse';
import { getArticle } from '../../../server/magazine/post';

const xml = fs.readFileSync(path.join(__dirname, '../../fixtures/magazine/small-export.xml'), 'utf8');

describeEachDb('WXR importer', (fx) => {
  it('imports posts, terms with their parent, authors and the thumbnail, sanitising the HTML', async () => {
    const report = await importWxr(fx.db, xml);
    expect(report).toMatchObject({ created: 1, updated: 0, skipped: 2, authors: 2 });
    expect(report.imageHosts).toEqual(['cdn.example.jp']);

    const [post] = await fx.db.select().from(magazinePosts).where(eq(magazinePosts.wpPostId, 101));
    expect(post).toMatchObject({ title: 'フェアの回り方ガイド', slug: 'fair-guide', status: 'publish', prLabel: 'PR', thumbnailUrl: 'https://cdn.example.jp/uploads/fair-thumb.jpg' });
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(post.content).toContain('<img src="https://cdn.example.jp/uploads/fair.jpg" alt="フェアの様子" />');
    expect(post.excerpt).toBe('ブライダルフェアは一日二件までがおすすめです。 早めの予約で特典がもらえます。');
    expect(new Date(post.publishedAt).toISOString()).toBe('2025-04-01T01:00:00.000Z');

    const terms = await fx.db.select().from(magazineTerms);
    const venue = terms.find((t) => t.slug === '式場選び')!;
    expect(terms.find((t) => t.slug === 'fair')).toMatchObject({ taxonomy: 'category', parentTermId: venue.id, postsCount: 1 });
    expect(terms.find((t) => t.slug === '試食')).toMatchObject({ taxonomy: 'post_tag', name: '試食', postsCount: 1 });
    // The draft counts for nothing.
    expect(venue.postsCount).toBe(0);

    const writers = await fx.db.select().from(magazineWriters);
    expect(writers.map((w) => [w.login, w.displayName]).sort()).toEqual([['hanako', '山田 花子'], ['taro', 'taro']]);

    // Drafts and pages are reported, not imported.
    expect(await fx.db.select().from(magazinePosts).where(eq(magazinePosts.wpPostId, 102))).toHaveLength(0);
    expect(report.skippedPosts.map((x) => x.wpId)).toEqual([102, 301]);

    const article = await getArticle(fx.db, post.id, 1);
    expect(article.content).toContain('/img?url=https%3A%2F%2Fcdn.example.jp%2Fuploads%2Ffair.jpg');
    expect(article.taxonomies.post_tag.map((t) => t.permalink)).toEqual(expect.arrayContaining(['/magazine/tag/kengaku', `/magazine/tag/${encodeURIComponent('試食')}`]));

    // The planner's statistics are fresh (PGlite runs no autovacuum): ANALYZE counted the rows.
    const stats = (await fx.db.execute(sql`SELECT relname, reltuples::int AS rows FROM pg_class WHERE relname IN ('magazine_posts', 'magazine_post_terms') ORDER BY relname`)) as unknown as { rows: { relname: string; rows: number }[] };
    expect(stats.rows).toEqual([{ relname: 'magazine_post_terms', rows: (await fx.db.select().from(magazinePostTerms)).length }, { relname: 'magazine_posts', rows: 1 }]);
  });

  it('is idempotent: a second import updates the same rows', async () => {
    const before = await fx.db.select({ id: magazinePosts.id }).from(magazinePosts);
    const report = await importWxr(fx.db, xml.replace('フェアの回り方ガイド', 'フェアの回り方ガイド（改訂版）'));
    expect(report).toMatchObject({ created: 0, updated: 1 });
    const after = await fx.db.select({ id: magazinePosts.id, title: magazinePosts.title }).from(magazinePosts);
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    expect(after.map((p) => p.title)).toContain('フェアの回り方ガイド（改訂版）');
    expect(await fx.db.select().from(magazineTerms)).toHaveLength(4);
    expect(await fx.db.select().from(magazineWriters)).toHaveLength(2);
    expect(await fx.db.select().from(magazinePostTerms)).toHaveLength(3);
  });

  it('refuses a file that is not a WordPress export', () => {
    expect(() => parseWxr('<html><body>no</body></html>')).toThrow(/WXR/);
  });
});
