jest.setTimeout(60000);
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setDbForProcess, type DbHandle } from '../../../server/db/client';
import { insertMinimalHall, showHallMedia } from '../support/fixtures';
import { openMemoryDb } from '@/tests/server/support/memoryDb';

const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-imgwork-'));
process.env.MUSUBI_CACHE_DIR = cacheRoot;
process.env.MEDIA_CACHE_MAX_FILES = '4';
process.env.RATE_LIMIT_MULTIPLIER = '0.01';

type Media = typeof import('../../../server/media/mediaHandler');
type Rate = typeof import('../../../server/http/rateLimit');
let media: Media;
let rate: Rate;
let url: string;
let server: http.Server;

let db: DbHandle;

beforeAll(async () => {
  db = await openMemoryDb();
  setDbForProcess(db);
  const hallId = await insertMinimalHall(db.db);
  // Ten covers in the data: /media draws only what the data shows.
  await showHallMedia(db.db, Array.from({ length: 10 }, (_, i) => `/media/halls/${hallId}/cover/${i + 1}.jpg`));
  media = await import('../../../server/media/mediaHandler');
  rate = await import('../../../server/http/rateLimit');
  rate.setRateStore(rate.memoryStore());
  server = http.createServer((req, res) => void media.handleMediaRequest(req, res, (req.url ?? '').replace(/^\/media\//, '')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_MULTIPLIER;
  delete process.env.MEDIA_CACHE_MAX_FILES;
  rate.setRateStore(null);
  await new Promise((r) => server.close(r));
  fs.rmSync(cacheRoot, { recursive: true, force: true });
  await db.close();
});

const files = () => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) e.isDirectory() ? walk(path.join(d, e.name)) : out.push(e.name);
  };
  walk(path.join(cacheRoot, 'media'));
  return out;
};

it('renders only real media paths: a made-up hall or variant is a 404 and draws nothing', async () => {
  for (const p of ['/media/halls/999999/cover/1.jpg', '/media/halls/1/anything/1.jpg', '/media/halls/1/cover/11.jpg', '/media/halls/1/garden/1.jpg', '/media/writers/1/cover/1.jpg']) {
    expect((await fetch(`${url}${p}`)).status).toBe(404);
  }
  expect(fs.existsSync(path.join(cacheRoot, 'media'))).toBe(false);
});

it('draws new images only within the rate limit, keeps serving drawn ones, and bounds the disk cache', async () => {
  const limit = rate.ruleFor('image').limit;
  expect(limit).toBeLessThan(10);
  for (let n = 1; n <= limit; n++) expect((await fetch(`${url}/media/halls/1/cover/${n}.jpg`)).status).toBe(200);
  const refused = await fetch(`${url}/media/halls/1/cover/${limit + 1}.jpg`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  // Already on disk (the most recent ones): still served.
  expect((await fetch(`${url}/media/halls/1/cover/${limit}.jpg`)).status).toBe(200);
  // At most MEDIA_CACHE_MAX_FILES files stay, the least recently used removed.
  expect(files().length).toBeLessThanOrEqual(4);
  expect(files()).toContain(`${limit}.jpg`);
  expect(files()).not.toContain('1.jpg');
});
