import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describeEachDb } from '../support/testDb';
import { insertMagazineFixture } from './fixtures';
import { magazinePosts } from '@/server/db/schema';
import { invoke } from '@/server/http/invoke';
import { invalidateResponses } from '@/server/http/responseCache';
import type { RequestContext } from '@/server/http/context';
import { getPost, recordPageView } from '@/api/contract/magazine';

jest.setTimeout(60_000);

// The article page asks for the article and counts its view at once: with the hot-read cache on, the
// view's "is it published?" is answered by the same read as the page (no second statement).
describeEachDb('an article view checked against the article answer', (fx) => {
  const visitor = (): RequestContext => ({
    db: fx.db, user: null, sessionId: null, uuid: randomUUID(), ip: '203.0.113.9', userAgent: 'jest', cookies: {}, headers: {},
    setCookie: () => undefined, clearCookie: () => undefined,
  });
  const setStatus = (status: 'publish' | 'draft') => fx.db.update(magazinePosts).set({ status }).where(eq(magazinePosts.id, 3));
  afterEach(async () => {
    delete process.env.RESPONSE_CACHE;
    await setStatus('publish');
    await invalidateResponses(fx.db);
  });

  it('with the cache on, reads the answer the page read; with it off, the database', async () => {
    process.env.RESPONSE_CACHE = '1';
    expect((await invoke(getPost, { id: 3 }, visitor())).title).toBe('記事3');
    // Unpublished behind the cache's back: the cached answer still says published, and the view counts.
    await setStatus('draft');
    await expect(invoke(recordPageView, { post_id: 3 }, visitor())).resolves.toEqual({ ok: true });
    process.env.RESPONSE_CACHE = '0';
    await expect(invoke(recordPageView, { post_id: 3 }, visitor())).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown or unpublished article with the cache on', async () => {
    process.env.RESPONSE_CACHE = '1';
    await expect(invoke(recordPageView, { post_id: 999 }, visitor())).rejects.toMatchObject({ status: 404 });
    await expect(invoke(recordPageView, { post_id: 7 }, visitor())).rejects.toMatchObject({ status: 404 });
    await expect(invoke(recordPageView, { post_id: 2 }, visitor())).resolves.toEqual({ ok: true });
  });
}, insertMagazineFixture);
