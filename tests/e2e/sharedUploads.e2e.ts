import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/server/db/client';
import { uploads, userAlbums } from '@/server/db/schema';
import { parsePhotoUploadPath } from '@/server/uploads';
import { waitForServer } from '@/scripts/waitForServer';
import { createFreshPostgres } from '@/tests/server/support/testDb';
import { headersFor, insertMember, type Member } from '@/tests/server/clips/support';

jest.setTimeout(240_000);

const adminUrl = process.env.TEST_DATABASE_URL;
// Ports of its own, away from the e2e server's: nginx, then one per instance.
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 3123) + 40);
const INSTANCES = [PORT + 1, PORT + 2];
// The test signs its CSRF tokens with the key the instances share.
process.env.SESSION_SECRET ||= randomBytes(32).toString('hex');

// `npm run cluster` itself: two instances behind nginx on one PostgreSQL, each with its own upload
// and cache folders, as two machines would have (PostgreSQL only: PGlite allows one process).
(adminUrl ? describe : describe.skip)('npm run cluster: a photo uploaded through one instance is served by the other', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let handle: DbHandle;
  let cluster: ChildProcess;
  let bride: Member;
  let albumId: number;

  beforeAll(async () => {
    fresh = await createFreshPostgres(adminUrl!);
    // Migrated here (as the first instance would), so the member exists before the instances start.
    handle = await openDb({ url: fresh.url });
    bride = await insertMember(handle.db, 'はなこ');
    [{ id: albumId }] = await handle.db.insert(userAlbums).values({ userId: bride.userId, title: '挙式' }).returning({ id: userAlbums.id });
    cluster = spawn(process.execPath, ['scripts/cluster.mjs', '-n', '2', '-p', String(PORT)], {
      env: { ...process.env, DATABASE_URL: fresh.url, REDIS_URL: '', WARM_UP_PAGES: '0', PAGE_CACHE: '0', SENTRY_DSN: '', SENTRY_BROWSER_DSN: '', S3_BUCKET: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    await waitForServer(`http://127.0.0.1:${PORT}/healthz`, 180_000);
  });

  afterAll(async () => {
    if (cluster?.pid && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      process.kill(cluster.pid, 'SIGTERM');
      await exited;
    }
    await handle?.close();
    await fresh?.drop();
  });

  it('uploads through the first instance; the second, the load balancer and /img serve it; neither keeps it on its disk', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9a45c' } }).jpeg().toBuffer();
    const body = new FormData();
    body.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
    body.append('caption', '誓いの瞬間');
    const res = await fetch(`http://127.0.0.1:${INSTANCES[0]}/api/my/albums/${albumId}/photos`, { method: 'POST', headers: headersFor(bride), body });
    expect(res.status).toBe(200);
    const { photo_url: photoUrl } = (await res.json()) as { photo_url: string };
    const { token } = parsePhotoUploadPath(photoUrl)!;

    const fromOther = await fetch(`http://127.0.0.1:${INSTANCES[1]}${photoUrl}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await fromOther.arrayBuffer());
    const [row] = await handle.db.select({ data: uploads.data }).from(uploads).where(eq(uploads.token, token));
    expect(served.equals(row.data!)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${PORT}${photoUrl}`)).status).toBe(200);
    const resized = await fetch(`http://127.0.0.1:${INSTANCES[1]}/img?url=${encodeURIComponent(photoUrl)}&width=320`);
    expect(resized.status).toBe(200);
    // Resized (to the next width /img produces), never enlarged past the 640 px photo.
    const width = (await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width!;
    expect(width).toBeGreaterThanOrEqual(320);
    expect(width).toBeLessThan(640);

    // Separate folders, and nothing of the photo in either instance's upload folder.
    for (const port of INSTANCES) {
      const dir = path.resolve('.cluster', `instance-${port}`, 'uploads');
      expect(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : []).toEqual([]);
    }
  });

  it("answers the probe's anonymous 2 MB photo 401 before reading it, through Next's API route (a CSRF pair from /api/csrf)", async () => {
    const csrf = await fetch(`http://127.0.0.1:${INSTANCES[0]}/api/csrf`);
    const { token } = (await csrf.json()) as { token: string };
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const boundary = 'probe';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const total = 2 * 1024 * 1024;
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`http://127.0.0.1:${INSTANCES[0]}/api/my/albums/1/photos`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + total + 8 + boundary.length) },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        res.resume();
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.write(head);
      // 64 KB of the 2 MB: the rest is never sent.
      req.write(randomBytes(64 * 1024));
    });
    expect(status).toBe(401);
    console.log(`[probe] anonymous 2 MB photo: 401 after ${Date.now() - started} ms with 64 KB sent (the probe: 1.84 s)`);
  });
});
