jest.setTimeout(300_000);
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { setDbForProcess, type DbHandle } from '../../../server/db/client';
import { fairContents, hallPhotos, halls, hallVideos, magazinePosts, pickupWeddings, magazineWriters, prefecturePosts, userAlbumPhotos, userAlbums, users, weddingPreparationGuides } from '../../../server/db/schema';
import { seedAll } from '../../../server/seed';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

// Before the media modules load: their cache folder comes from the environment.
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-media-paths-'));
process.env.MUSUBI_CACHE_DIR = cacheRoot;

let db: DbHandle;
let server: http.Server;
let url: string;

const cachedFiles = (): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) (e.isDirectory() ? walk(path.join(d, e.name)) : out.push(path.join(d, e.name)));
  };
  walk(cacheRoot);
  return out;
};

beforeAll(async () => {
  db = await openMemoryDb();
  setDbForProcess(db);
  await seedAll(db.db, { scale: 0.05, quiet: true, today: '2026-05-20' });
  const media = await import('../../../server/media/mediaHandler');
  const img = await import('../../../server/media/imageProxy');
  server = http.createServer((req, res) => {
    if ((req.url ?? '').startsWith('/img')) void img.handleImageRequest(req, res);
    else void media.handleMediaRequest(req, res, (req.url ?? '').replace(/^\/media\//, ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await db.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

const first = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0];

it('answers 404 to made-up media paths of every kind, drawing and caching nothing (the probe: /media/writers/zzzzzz/avatar/9999.jpg)', async () => {
  const madeUp = [
    '/media/writers/zzzzzz/avatar/9999.jpg',
    '/media/writers/999999/avatar/1.jpg',
    '/media/fairs/999999/cover/1.jpg',
    '/media/fairs/1/cover/7.jpg',
    '/media/articles/999999/thumbnail/1.jpg',
    '/media/articles/1/body/99.jpg',
    '/media/articles/pref-99-99/cover/1.jpg',
    '/media/articles/guide-999/cover/1.jpg',
    '/media/brides/a999999/ceremony/1.jpg',
    '/media/brides/a1/ceremony/999.jpg',
    '/media/brides/5/icon/1.jpg',
    '/media/users/999999/icon/1.jpg',
    '/media/users/1/album/1.jpg',
    '/media/halls/999999/cover/1.jpg',
    // A real hall, but a number or section its data never names (the seed gives 3 to 5 covers, photos from 1, 101 and 201).
    '/media/halls/1/cover/99.jpg',
    '/media/halls/1/ceremony/9999.jpg',
    '/media/halls/1/video/99.jpg',
    '/media/uploads/1/0123456789abcdef0123456789abcdef.jpg',
  ];
  for (const p of madeUp) {
    const res = await fetch(`${url}${p}`);
    expect([p, res.status]).toEqual([p, 404]);
    expect([p, (await fetch(`${url}/img?url=${encodeURIComponent(p)}&width=320`)).status]).toEqual([p, 404]);
  }
  expect(cachedFiles()).toEqual([]);
});

it('draws the media the data shows, for every kind', async () => {
  const d = db.db;
  const writer = await first(d.select({ id: magazineWriters.id }).from(magazineWriters).limit(1));
  const post = await first(d.select({ id: magazinePosts.id }).from(magazinePosts).orderBy(asc(magazinePosts.id)).limit(1));
  const fair = await first(d.select({ id: fairContents.id }).from(fairContents).limit(1));
  const icon = await first(d.select({ url: users.iconImageUrl }).from(users).where(isNotNull(users.iconImageUrl)).limit(1));
  const prefPost = await first(d.select({ url: prefecturePosts.imageUrl }).from(prefecturePosts).limit(1));
  const guide = await first(d.select({ url: weddingPreparationGuides.imageUrl }).from(weddingPreparationGuides).limit(1));
  const photo = await first(
    d.select({ url: userAlbumPhotos.photoUrl }).from(userAlbumPhotos).innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId)).innerJoin(users, eq(users.id, userAlbums.userId)).where(eq(users.isPrivate, false)).limit(1),
  );
  const hall = await first(d.select({ covers: halls.coverImages }).from(halls).where(eq(halls.id, 1)));
  const hallPhoto = await first(d.select({ url: hallPhotos.imageUrl }).from(hallPhotos).where(eq(hallPhotos.kind, 'bride')).limit(1));
  const still = await first(d.select({ url: hallVideos.thumbnailUrl }).from(hallVideos).limit(1));
  const pickup = await first(d.select({ url: pickupWeddings.imageUrl }).from(pickupWeddings).limit(1));
  const hallImages = [hall.covers[hall.covers.length - 1].image_url, hallPhoto.url, still.url, pickup.url];
  const real = [...hallImages, `/media/writers/${writer.id}/avatar/1.jpg`, `/media/articles/${post.id}/thumbnail/1.jpg`, `/media/articles/${post.id}/body/1.jpg`, `/media/fairs/${fair.id}/cover/1.jpg`, icon.url!, prefPost.url, guide.url, photo.url];
  for (const p of real) {
    const res = await fetch(`${url}${p}`);
    expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 200, 'image/jpeg']);
  }
});

it("serves a private member's album photos to her alone, never as immutable, and stops the moment she goes private", async () => {
  const d = db.db;
  const owner = await first(
    d.select({ userId: users.id, url: userAlbumPhotos.photoUrl }).from(userAlbumPhotos).innerJoin(userAlbums, eq(userAlbums.id, userAlbumPhotos.albumId)).innerJoin(users, eq(users.id, userAlbums.userId)).where(and(eq(users.isPrivate, false), eq(users.isActive, true))).limit(1),
  );
  const sized = `/img?url=${encodeURIComponent(owner.url)}&width=320`;
  const open = await fetch(`${url}${owner.url}`);
  expect(open.status).toBe(200);
  expect(open.headers.get('cache-control')).toBe('public, no-cache');
  const etag = open.headers.get('etag')!;
  expect((await fetch(`${url}${owner.url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  const openSized = await fetch(`${url}${sized}`);
  expect(openSized.status).toBe(200);
  expect(openSized.headers.get('cache-control')).toBe('public, no-cache');

  await d.update(users).set({ isPrivate: true }).where(eq(users.id, owner.userId));
  // The next request, even a revalidation of a copy kept elsewhere, is refused.
  expect((await fetch(`${url}${owner.url}`)).status).toBe(404);
  expect((await fetch(`${url}${owner.url}`, { headers: { 'if-none-match': etag } })).status).toBe(404);
  expect((await fetch(`${url}${sized}`)).status).toBe(404);
  const cookie = `${SESSION_COOKIE}=${await createSession(d, owner.userId, 'jest')}`;
  const hers = await fetch(`${url}${owner.url}`, { headers: { cookie } });
  expect(hers.status).toBe(200);
  expect(hers.headers.get('cache-control')).toBe('private, no-store');
  expect((await fetch(`${url}${sized}`, { headers: { cookie } })).headers.get('cache-control')).toBe('private, no-store');
  await d.update(users).set({ isPrivate: false }).where(eq(users.id, owner.userId));
});
