jest.setTimeout(120_000);
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Endpoint } from '@/api/contract/define';
import * as B from '@/api/contract/brides';
import { getHall } from '@/api/contract/halls';
import { sitemapEntries } from '@/api/contract/magazine';
import type { Db } from '@/server/db/client';
import { brideReports, reservations, userAlbums, users } from '@/server/db/schema';
import { searchFairHalls } from '@/api/contract/fairs';
import { inDays, insertFair, validForm } from '../fairs/support';
import { createSession } from '@/server/accounts/sessions';
import { RATE_RULES, memoryStore, setRateStore } from '@/server/http/rateLimit';
import { cached } from '@/server/http/responseCache';
import { closeInvalidation } from '@/server/shared/invalidation';
import { resetSharedRedis, sharedRedis } from '@/server/shared/redis';
import { registerSharedPageCache } from '@/server/web/pageCacheRegistry';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { seedBrideDomain } from '../brides/brideSeed';
import { call, type Member } from '../clips/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Polls until the background Redis work has landed. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; !(await check()); i++) {
    if (i > 2000) throw new Error('never happened');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describeEachDb('a member write costs the caches only what it changed', (fx) => {
  let server: TestServer;
  let redis: Redis;
  let prefix: string;
  let her: Member & { hallId: number; albumId: number };
  let other: { userId: number; albumId: number };
  const pageDrops: (readonly string[] | undefined)[] = [];
  const published: string[][] = [];

  beforeAll(async () => {
    prefix = `musubi:test:mw:${process.pid}:${Date.now()}:`;
    process.env.RESPONSE_CACHE = '1';
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_PREFIX = prefix;
    resetSharedRedis();
    const shared = sharedRedis()!;
    if (shared.status !== 'ready') await new Promise((r) => shared.once('ready', r));
    // Another instance listening: what this one tells the others.
    redis = new Redis(REDIS_URL);
    await redis.subscribe(`${prefix}invalidate`);
    redis.on('message', (_c, m) => published.push(JSON.parse(m).tags));
    registerSharedPageCache({ clear: (tags) => pageDrops.push(tags) });
    const members = await fx.db
      .select({ id: users.id, hallId: brideReports.hallId })
      .from(brideReports)
      .innerJoin(users, eq(users.id, brideReports.userId))
      .where(and(eq(users.isPrivate, false), eq(users.isActive, true), isNotNull(brideReports.hallId)))
      .orderBy(asc(users.id));
    const withAlbum = async (userId: number) => (await fx.db.select({ id: userAlbums.id }).from(userAlbums).where(eq(userAlbums.userId, userId)).orderBy(asc(userAlbums.id)).limit(1))[0]?.id;
    const first = members.find((m) => m.hallId !== null)!;
    const second = members.find((m) => m.id !== first.id && m.hallId !== first.hallId)!;
    her = { userId: first.id, sessionId: await createSession(fx.db, first.id, 'jest'), hallId: first.hallId!, albumId: (await withAlbum(first.id))! };
    other = { userId: second.id, albumId: (await withAlbum(second.id))! };
    server = await startApiServer();
    setRateStore(memoryStore());
  });
  afterAll(async () => {
    await redis.quit();
    const keys = await sharedRedis()!.keys(`${prefix}*`);
    if (keys.length) await sharedRedis()!.del(...keys);
    closeInvalidation();
    resetSharedRedis();
    setRateStore(null);
    registerSharedPageCache(undefined as never);
    delete process.env.RESPONSE_CACHE;
    delete process.env.REDIS_URL;
    delete process.env.REDIS_PREFIX;
    await server.close();
  });

  /** The public answers a visitor reads, as paths with their endpoint and input. */
  const reads = () => ({
    hall: { endpoint: getHall, input: { id: her.hallId }, path: `/api/wn/halls/${her.hallId}` },
    brideList: { endpoint: B.listBrides, input: {}, path: '/api/brides/' },
    otherBride: { endpoint: B.getBride, input: { id: other.userId }, path: `/api/brides/${other.userId}` },
    otherAlbum: { endpoint: B.getAlbum, input: { id: other.albumId }, path: `/api/albums/${other.albumId}/` },
    herAlbum: { endpoint: B.getAlbum, input: { id: her.albumId }, path: `/api/albums/${her.albumId}/` },
    herBride: { endpoint: B.getBride, input: { id: her.userId }, path: `/api/brides/${her.userId}` },
    brideSitemap: { endpoint: sitemapEntries, input: { part: 'brides' }, path: '/api/web/sitemap?part=brides' },
    albumSitemap: { endpoint: sitemapEntries, input: { part: 'albums' }, path: '/api/web/sitemap?part=albums' },
  });
  type Read = ReturnType<typeof reads>[keyof ReturnType<typeof reads>];
  const sharedCount = async () => (await sharedRedis()!.keys(`${prefix}hr:*`)).length;

  /** Reads each answer on this instance; resolves once every one is shared in Redis. */
  async function warm(): Promise<void> {
    const all = Object.values(reads());
    for (const r of all) expect((await fetch(server.url + r.path)).status).toBe(200);
    await until(async () => (await sharedCount()) >= all.length);
  }

  /** Reads on a second instance: true when it had to load from the database (the write dropped it). */
  async function reloadedElsewhere(r: Read): Promise<boolean> {
    const instance = {} as Db;
    let loaded = false;
    const endpoint = r.endpoint as Endpoint;
    // A load fails on purpose: nothing made up is kept or shared.
    await cached(instance, endpoint, endpoint.input.parse(r.input), async () => {
      loaded = true;
      throw new Error('loaded');
    }).catch(() => undefined);
    return loaded;
  }

  async function write(method: string, path: string, body: Record<string, unknown>): Promise<string[]> {
    published.length = 0;
    pageDrops.length = 0;
    const res = await call(server.url, method, path, { as: her, body });
    expect(res.status).toBe(200);
    // The write's answer waits for the other instances to be told.
    await redis.ping();
    return published.flat();
  }

  it('renaming an album drops her own pages only: not the halls, not the bride lists, not other brides', async () => {
    await warm();
    const told = await write('PATCH', `/api/my/albums/${her.albumId}`, { title: '前撮りのアルバム' });
    expect(told).toEqual(expect.arrayContaining([`albums#${her.albumId}`, `brides#${her.userId}`]));
    for (const broad of ['halls', 'brides', 'albums', 'brides#list', 'halls#list', `halls#${her.hallId}`, `brides#${other.userId}`, `albums#${other.albumId}`]) expect(told).not.toContain(broad);
    // The page cache of this instance was told the same.
    expect(pageDrops.flat()).toEqual(told);
    const r = reads();
    expect(await reloadedElsewhere(r.herAlbum)).toBe(true);
    for (const kept of [r.hall, r.brideList, r.otherBride, r.otherAlbum, r.brideSitemap, r.albumSitemap]) expect(await reloadedElsewhere(kept)).toBe(false);
  });

  it('a new photo order reaches her hall and the bride lists (her cover may change), still not other brides or halls', async () => {
    await warm();
    const photos = (await call(server.url, 'GET', `/api/albums/${her.albumId}/`)).body.photo_list.map((p: { id: number }) => p.id);
    const told = await write('PATCH', `/api/my/albums/${her.albumId}`, { photo_ids: [...photos].reverse() });
    expect(told).toEqual(expect.arrayContaining([`halls#${her.hallId}`, 'brides#list', `albums#${her.albumId}`]));
    for (const broad of ['halls', 'brides', 'halls#list', `brides#${other.userId}`, `albums#${other.albumId}`]) expect(told).not.toContain(broad);
    const r = reads();
    expect(await reloadedElsewhere(r.hall)).toBe(true);
    expect(await reloadedElsewhere(r.brideList)).toBe(true);
    expect(await reloadedElsewhere(r.otherBride)).toBe(false);
    expect(await reloadedElsewhere(r.otherAlbum)).toBe(false);
  });

  it('going private drops her from every list, her hall and the sitemap at once; her later edits drop nothing public', async () => {
    await warm();
    const before = (await call(server.url, 'GET', '/api/web/sitemap?part=brides')).body.urls.map((u: { path: string }) => u.path);
    expect(before).toContain(`/brides/${her.userId}`);
    const told = await write('PATCH', '/api/my/bride_report/visibility', { is_private: true });
    expect(told).toEqual(expect.arrayContaining(['brides#list', `halls#${her.hallId}`, 'sitemap#brides', 'sitemap#albums', `albums#${her.albumId}`]));
    expect(told).not.toContain(`brides#${other.userId}`);
    const sitemap = (await call(server.url, 'GET', '/api/web/sitemap?part=brides')).body.urls.map((u: { path: string }) => u.path);
    expect(sitemap).not.toContain(`/brides/${her.userId}`);
    const albums = (await call(server.url, 'GET', '/api/web/sitemap?part=albums')).body.urls.map((u: { path: string }) => u.path);
    expect(albums.filter((p: string) => p.startsWith(`/brides/${her.userId}/`))).toEqual([]);
    const list = await call(server.url, 'GET', '/api/brides/?per_page=100');
    expect(JSON.stringify(list.body)).not.toContain(`"user_id":${her.userId},`);
    // While private, her edits change no public answer.
    expect(await write('PATCH', `/api/my/albums/${her.albumId}`, { title: '非公開のアルバム' })).toEqual([]);
    await write('PATCH', '/api/my/bride_report/visibility', { is_private: false });
  });

  it("booking a fair and cancelling it drop her hall's answers, not every fair list", async () => {
    const { fairId } = await insertFair(fx.db, { hallId: her.hallId, holdAt: inDays(5) });
    // The day's fair list, read and shared like the answers above.
    const list = { endpoint: searchFairHalls, input: { date: inDays(5) }, path: `/api/wn/fairs/halls?date=${inDays(5)}` } as unknown as Read;
    const listReloaded = () => reloadedElsewhere(list);
    const shared = await sharedCount();
    expect((await fetch(server.url + list.path)).status).toBe(200);
    await until(async () => (await sharedCount()) > shared);
    const booked = await write('POST', '/api/wn/reservations/', validForm(fairId, { email: `mw-${her.userId}@example.com` }));
    expect(booked).toContain(`halls#${her.hallId}`);
    for (const broad of ['fairs', 'fairs#list', 'halls', 'halls#list']) expect(booked).not.toContain(broad);
    expect(await listReloaded()).toBe(false);
    const [{ id }] = await fx.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.fairId, fairId));
    const cancelled = await write('DELETE', `/api/wn/reservations/${id}`, {});
    expect(cancelled).toContain(`halls#${her.hallId}`);
    expect(cancelled).not.toContain('fairs#list');
    expect(await listReloaded()).toBe(false);
  });

  it('member writes are rate limited per member', async () => {
    const rule = RATE_RULES['member-write'];
    RATE_RULES['member-write'] = { ...rule, limit: 3 };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(server.url, 'PATCH', `/api/my/albums/${her.albumId}`, { as: her, body: { title: `アルバム${i}` } })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      RATE_RULES['member-write'] = rule;
    }
  });
}, (db) => seedBrideDomain(db));
