import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, setDbForProcess, type DbHandle } from '../../../server/db/client';
import { createFreshPostgres, describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { holdBackUpload } from '../support/heldBackUpload';
import { headersFor, insertMember, type Member } from '../clips/support';
import { userAlbumPhotos, userAlbums } from '../../../server/db/schema';
import { BRIDE_EDIT_MSG } from '../../../api/contract/brideEditor';
import { limiterFor, ruleFor } from '../../../server/http/rateLimit';

jest.setTimeout(180_000);

describeEachDb('uploads: who may upload is settled before the body is read', (fx) => {
  let server: TestServer;
  let bride: Member;
  let other: Member;
  let albumId: number;

  beforeAll(async () => {
    bride = await insertMember(fx.db, 'はなこ');
    other = await insertMember(fx.db, 'たろう');
    [{ id: albumId }] = await fx.db.insert(userAlbums).values({ userId: bride.userId, title: '挙式' }).returning({ id: userAlbums.id });
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const url = (album: number) => `${server.url}/api/my/albums/${album}/photos`;

  it('answers an anonymous 2 MB upload 401 while the client still holds all but 64 KB of it (the probe: 1.84 s, after reading it all)', async () => {
    const started = performance.now();
    const res = await holdBackUpload(url(1), headersFor(null), 2 * 1024 * 1024, 64 * 1024);
    const ms = performance.now() - started;
    expect(res.status).toBe(401);
    expect(res.body?.message).toBe('ログインが必要です');
    // The refused body is not drained either: the connection ends with the answer.
    expect(res.connection).toBe('close');
    console.log(`anonymous 2 MB upload refused in ${ms.toFixed(0)} ms with 64 KB of it sent`);
  });

  it("refuses another member's album (403), an unknown album (404) and a full one (400) before reading the photo", async () => {
    expect((await holdBackUpload(url(albumId), headersFor(other), 4 * 1024 * 1024, 16 * 1024)).status).toBe(403);
    expect((await holdBackUpload(url(999999), headersFor(bride), 4 * 1024 * 1024, 16 * 1024)).status).toBe(404);
    await fx.db.insert(userAlbumPhotos).values(Array.from({ length: 60 }, (_, i) => ({ albumId, photoUrl: `/media/brides/a${albumId}/other/${i + 1}.jpg`, width: 1200, height: 800 })));
    const full = await holdBackUpload(url(albumId), headersFor(bride), 4 * 1024 * 1024, 16 * 1024);
    expect(full).toMatchObject({ status: 400, body: { message: BRIDE_EDIT_MSG.albumFull } });
    await fx.db.delete(userAlbumPhotos);
  });

  it('refuses a member over her write budget (429) before reading the photo, and her album is not even looked up', async () => {
    const busy = await insertMember(fx.db, 'いそがしい');
    // Spent to the limit (the other database's run may have spent it already: then consume refuses).
    await limiterFor('member-write').consume(`user:${busy.userId}`, ruleFor('member-write').limit).catch(() => undefined);
    // Another member's album: a 403 would mean the album was looked up before the limit.
    const res = await holdBackUpload(url(albumId), headersFor(busy), 4 * 1024 * 1024, 16 * 1024);
    expect(res).toMatchObject({ status: 429, connection: 'close' });
  });

});

// The server as it runs: PGlite on its own thread with a data folder (an in-memory PGlite, the
// other tests', works in the caller's thread and stores a photo's bytes there), and PostgreSQL.
const servedDbs: [string, () => Promise<DbHandle>][] = [
  ['pglite on its thread', () => openDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-upload-loop-')) })],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    const handle = await openDb({ url: fresh.url });
    return { ...handle, close: async () => { await handle.close(); await fresh.drop(); } };
  }] as [string, () => Promise<DbHandle>]] : []),
];

describe.each(servedDbs)('uploads: the event loop during a large upload [%s]', (_name, open) => {
  let handle: DbHandle;
  let server: TestServer;
  let bride: Member;
  let albumId: number;

  beforeAll(async () => {
    handle = await open();
    setDbForProcess(handle);
    bride = await insertMember(handle.db, 'はなこ');
    [{ id: albumId }] = await handle.db.insert(userAlbums).values({ userId: bride.userId, title: '挙式' }).returning({ id: userAlbums.id });
    server = await startApiServer();
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });
  const url = (album: number) => `${server.url}/api/my/albums/${album}/photos`;

  it('keeps the event loop free during a large upload (the probe: 0.9 s blocked per MB)', async () => {
    // A noisy phone-sized photo: JPEG cannot compress noise, so it stays large.
    const w = 3000;
    const h = 2250;
    const photo = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    const mb = photo.length / (1024 * 1024);
    expect(mb).toBeGreaterThan(4);
    // The longest event-loop delay of one upload, in ms. The test's own client shares the loop; it
    // only streams the body.
    const upload = async () => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0002.JPG');
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const res = await fetch(url(albumId), { method: 'POST', headers: headersFor(bride), body: form });
      await res.arrayBuffer();
      delay.disable();
      expect(res.status).toBe(200);
      return delay.max / 1e6;
    };
    // Measured on this 2-core host: 14-27 ms for 5.7 MB, 3-5 ms per MB, against the 50 ms per MB the
    // issue allows and the probe's 900. What the server does on the loop is multipart parsing, one
    // Buffer.concat (and with an Idempotency-Key, the file's SHA-256 taken chunk by chunk as it
    // streams in); sharp decodes on libuv's threads, PGlite works on its own thread. Its profile
    // (node --cpu-prof) shows no task of the server longer than 17 ms. Once, with the load average
    // at 5 (other builds), one upload measured 216 ms and another 562 ms: the process was not
    // scheduled. So the bound is 30 ms per MB (six times
    // what an upload costs here), on the best of up to three uploads: a descheduled moment is rare
    // and random, while work that blocks the loop (walking or hashing the file in one go, JSON of
    // its bytes) does so on every upload and fails all three.
    const boundMs = mb * 30;
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3 && !(delays.length && Math.min(...delays) < boundMs); attempt++) delays.push(await upload());
    const maxMs = Math.min(...delays);
    console.log(`upload of ${mb.toFixed(1)} MB: longest event-loop delay ${delays.map((d) => d.toFixed(0)).join(', ')} ms (best ${(maxMs / mb).toFixed(1)} ms per MB)`);
    expect(maxMs).toBeLessThan(boundMs);
  });
});
