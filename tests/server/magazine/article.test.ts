jest.setTimeout(60000);

import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { insertMagazineFixture } from './fixtures';
import { magazinePosts } from '@/server/db/schema';
import { getArticle } from '@/server/magazine/post';
import { relatedPosts } from '@/server/magazine/related';

// getArticle and relatedPosts run prepared statements: what they answer must follow the rows, and the clock, of each call.
describeEachDb('an article and its related posts read through prepared statements', (fx) => {
  beforeAll(() => insertMagazineFixture(fx.db));
  const setPost = (id: number, values: Partial<typeof magazinePosts.$inferInsert>) => fx.db.update(magazinePosts).set(values).where(eq(magazinePosts.id, id));

  it('answers each article its own row, terms and writer with the writer\'s published-post count', async () => {
    const one = await getArticle(fx.db, 1, 1);
    const five = await getArticle(fx.db, 5, 1);
    expect(one).toMatchObject({ id: 1, title: '記事1', writer: { user_id: 1, posts_count: 5 } });
    expect(one.taxonomies.category.map((c) => c.term_id)).toEqual([1]);
    expect(one.taxonomies.post_tag.map((t) => t.term_id)).toEqual([10]);
    expect(five).toMatchObject({ id: 5, title: '記事5', writer: { user_id: 2, posts_count: 1 } });
  });

  it('answers an article without a writer with no writer', async () => {
    await setPost(2, { authorId: null });
    try {
      expect((await getArticle(fx.db, 2, 1)).writer).toBeNull();
    } finally {
      await setPost(2, { authorId: 1 });
    }
  });

  it('reads publication against the time of each call, not of the statement\'s preparation', async () => {
    expect((await getArticle(fx.db, 4, 1)).id).toBe(4);
    expect((await relatedPosts(fx.db, 5, 6)).posts.map((p) => p.post_id)).toContain(4);
    await setPost(4, { publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    try {
      await expect(getArticle(fx.db, 4, 1)).rejects.toMatchObject({ status: 404 });
      expect((await relatedPosts(fx.db, 5, 6)).posts.map((p) => p.post_id)).not.toContain(4);
      await expect(relatedPosts(fx.db, 4, 6)).rejects.toMatchObject({ status: 404 });
    } finally {
      await setPost(4, { publishedAt: '2026-03-04T10:00:00+09:00' });
    }
    expect((await getArticle(fx.db, 4, 1)).writer?.posts_count).toBe(5);
  });

  it('limits related posts to the page size asked for', async () => {
    const all = (await relatedPosts(fx.db, 1, 20)).posts.map((p) => p.post_id);
    expect(all.length).toBeGreaterThan(2);
    expect((await relatedPosts(fx.db, 1, 2)).posts.map((p) => p.post_id)).toEqual(all.slice(0, 2));
    expect((await relatedPosts(fx.db, 1, 1)).posts.map((p) => p.post_id)).toEqual(all.slice(0, 1));
  });
});
