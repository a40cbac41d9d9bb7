import { sql } from 'drizzle-orm';
import { beforeClose, type DbHandle } from '@/server/db/client';
import { magazinePageViews } from '@/server/db/schema';
import { countArticleView, flushArticleViews } from '@/server/magazine/viewCounter';
import { testDbKinds } from '../support/testDb';
import { insertMagazineFixture } from './fixtures';

const viewsOf = async (handle: DbHandle, postId: number) =>
  (await handle.db.select({ n: sql<number>`coalesce(sum(${magazinePageViews.views}), 0)::int` }).from(magazinePageViews).where(sql`${magazinePageViews.postId} = ${postId}`))[0].n;

describe.each(testDbKinds())('article views kept in memory [$name]', (kind) => {
  it('are written together on flush, and what is left when the database closes', async () => {
    const handle = await kind.open();
    await insertMagazineFixture(handle.db);
    const before = [await viewsOf(handle, 1), await viewsOf(handle, 2)];
    for (let i = 0; i < 3; i++) countArticleView(handle.db, 1);
    countArticleView(handle.db, 2);
    expect([await viewsOf(handle, 1), await viewsOf(handle, 2)]).toEqual(before);
    await flushArticleViews(handle.db);
    expect([await viewsOf(handle, 1), await viewsOf(handle, 2)]).toEqual([before[0] + 3, before[1] + 1]);

    countArticleView(handle.db, 2);
    // Hooks run in order: this one, added after the counter's, reads what the counter wrote.
    let atClose = -1;
    beforeClose(handle.db, async () => {
      atClose = await viewsOf(handle, 2);
    });
    await handle.close();
    expect(atClose).toBe(before[1] + 2);
  });
});
