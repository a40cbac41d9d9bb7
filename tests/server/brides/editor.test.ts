import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { call, headersFor, insertMember, type Member } from '../clips/support';
import { userAlbumPhotos, brideThemeTags, uploads as uploadRows } from '../../../server/db/schema';
import { BRIDE_EDIT_MSG, PHOTO_MAX_BYTES } from '../../../api/contract/brideEditor';
import { parsePhotoUploadPath } from '../../../server/uploads';

jest.setTimeout(120_000);

// Nothing is written to an instance's disk any more: the upload folder stays empty.
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-brides-uploads-'));
process.env.UPLOAD_DIR = uploadDir;

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];

/** A 300×200 JPEG, red on the left and blue on the right, stored sideways (EXIF orientation 6) with GPS. */
async function sidewaysJpegWithGps(): Promise<Buffer> {
  const w = 300;
  const h = 200;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set(x < w / 2 ? [220, 20, 20] : [20, 20, 220], (y * w + x) * 3);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestPhone', Copyright: 'hanako' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 28/1' } })
    .toBuffer();
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real decompression bomb: a valid 1-bit PNG of 8000×8000 (64 million pixels) in a few kilobytes. */
function pngBomb(): Buffer {
  const side = 8000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describeEachDb('bride report editor and photo uploads', (fx) => {
  let server: TestServer;
  let bride: Member;
  let other: Member;
  let albumId: number;
  const req = (method: string, p: string, opts: Parameters<typeof call>[3] = {}) => call(server.url, method, p, opts);
  const upload = async (as: Member | null, album: number, file: Buffer | Uint8Array, name: string, type: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(file)], { type }), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(`${server.url}/api/my/albums/${album}/photos`, { method: 'POST', headers: headersFor(as), body: form });
    return { status: res.status, body: await res.json() };
  };
  const photoRows = async () => fx.db.select().from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, albumId));
  /** The stored files: upload rows (PostgreSQL is the default store). */
  const storedFiles = async () => fx.db.select({ id: uploadRows.id, token: uploadRows.token, data: uploadRows.data }).from(uploadRows);

  beforeAll(async () => {
    await insertMinimalHall(fx.db);
    await fx.db.insert(brideThemeTags).values([{ slug: 'natural', name: 'ナチュラル' }, { slug: 'garden', name: 'ガーデン' }]);
    bride = await insertMember(fx.db, 'はなこ');
    other = await insertMember(fx.db, 'たろう');
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const report = {
    title: 'ガーデンで叶えた秋の結婚式',
    reception_place: 'テストガーデン迎賓館',
    hall_id: 1,
    prefecture_slug: 'tokyo',
    wedding_date: '2025-10-11',
    guest_count: '60',
    total_cost: '3200000',
    style: 'ceremony_reception',
    taste: 'ナチュラル',
    advice: '見学は3か所に絞ると決めやすいです。',
    theme_tag_ids: [1, 2],
  };

  it('writes her report with Japanese messages for bad input; only she can', async () => {
    expect((await req('PUT', '/api/my/bride_report', { body: report })).status).toBe(401);
    const bad = await req('PUT', '/api/my/bride_report', { as: bride, body: { ...report, title: '', wedding_date: '2025-13-40', guest_count: '六十', style: 'chapel' } });
    expect(bad.status).toBe(400);
    const messages = bad.body.details.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([BRIDE_EDIT_MSG.titleRequired, BRIDE_EDIT_MSG.dateRequired, BRIDE_EDIT_MSG.guestsDigits, BRIDE_EDIT_MSG.styleSelect]));
    expect((await req('PUT', '/api/my/bride_report', { as: bride, body: { ...report, title: 'a\u0000b' } })).status).toBe(400);
    expect((await req('PUT', '/api/my/bride_report', { as: bride, body: { ...report, theme_tag_ids: [999] } })).status).toBe(400);
    const saved = await req('PUT', '/api/my/bride_report', { as: bride, body: report });
    expect(saved.status).toBe(200);
    expect(saved.body.report).toMatchObject({ title: report.title, hall_id: 1, guest_count: 60, theme_tags: [{ id: 1, name: 'ナチュラル' }, { id: 2, name: 'ガーデン' }] });
    const pub = await req('GET', `/api/brides/${bride.userId}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ id: bride.userId, reception_place: 'テストガーデン迎賓館', season: 'autumn', hall: { id: 1 } });
    const again = await req('PUT', '/api/my/bride_report', { as: bride, body: { ...report, title: '書き直したタイトル', theme_tag_ids: [2] } });
    expect(again.body.report).toMatchObject({ title: '書き直したタイトル', theme_tags: [{ id: 2 }] });
    expect((await req('GET', '/api/my/bride_report', { as: other })).body.report).toBeNull();
  });

  it('creates albums; another member gets 403, an unknown album 404', async () => {
    const created = await req('POST', '/api/my/albums', { as: bride, body: { title: '挙式' } });
    expect(created.status).toBe(200);
    albumId = created.body.id;
    expect((await req('POST', '/api/my/albums', { as: bride, body: { title: '' } })).body.details.issues[0].message).toBe(BRIDE_EDIT_MSG.albumTitleRequired);
    expect((await req('PATCH', `/api/my/albums/${albumId}`, { as: other, body: { title: '乗っ取り' } })).status).toBe(403);
    expect((await req('DELETE', `/api/my/albums/${albumId}`, { as: other })).status).toBe(403);
    expect((await req('PATCH', '/api/my/albums/999999', { as: bride, body: { title: 'x' } })).status).toBe(404);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await upload(other, albumId, small, 'a.jpg', 'image/jpeg')).status).toBe(403);
    expect((await upload(null, albumId, small, 'a.jpg', 'image/jpeg')).status).toBe(401);
    expect(await photoRows()).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('re-encodes a phone JPEG: upright, without EXIF or GPS, and serves it on her pages', async () => {
    const res = await upload(bride, albumId, await sidewaysJpegWithGps(), 'IMG_0001.JPG', 'image/jpeg', { caption: '誓いの瞬間', section: 'ceremony' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ caption: '誓いの瞬間', section: 'ceremony', section_label: '挙式', width: 200, height: 300, orientation: 'portrait' });
    const ref = parsePhotoUploadPath(res.body.photo_url)!;
    expect(ref.userId).toBe(bride.userId);
    const [row] = (await storedFiles()).filter((f) => f.token === ref.token);
    const stored = row.data!;
    expect(filesIn(uploadDir)).toEqual([]);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [rTop, , bTop] = at(100, 20);
    const [rBottom, , bBottom] = at(100, 280);
    // The red left half of the sideways picture is on top once it is turned upright.
    expect(rTop).toBeGreaterThan(150);
    expect(bTop).toBeLessThan(100);
    expect(bBottom).toBeGreaterThan(150);
    expect(rBottom).toBeLessThan(100);
    const album = await req('GET', `/api/albums/${albumId}/`);
    expect(album.body.photo_list.map((p: { id: number }) => p.id)).toEqual([res.body.id]);
  });

  it('takes PNG and WebP too, and keeps the long side within bounds', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const p = await upload(bride, albumId, png, 'wide.png', 'image/png', { section: 'garden' });
    expect(p.status).toBe(200);
    expect([p.body.width, p.body.height]).toEqual([2400, 800]);
    const webp = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c9a45c' } }).webp().toBuffer();
    const w = await upload(bride, albumId, webp, 'flowers.webp', 'image/webp');
    expect(w.status).toBe(200);
    expect(w.body.section).toBe('other');
  });

  it('refuses a renamed non-image, an oversized file, a decompression bomb and a broken HEIC, leaving no row and no file', async () => {
    const before = (await photoRows()).length;
    const filesBefore = (await storedFiles()).length;
    const text = await upload(bride, albumId, Buffer.from('これは写真ではありません。'.repeat(50)), 'photo.jpg', 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(BRIDE_EDIT_MSG.photoType);
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload(bride, albumId, huge, 'big.jpg', 'image/jpeg');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('ファイルサイズは15MBまでです');
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const boom = await upload(bride, albumId, bomb, 'bomb.png', 'image/png');
    expect(boom.status).toBe(413);
    expect(boom.body.message).toBe(BRIDE_EDIT_MSG.photoPixels);
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'ascii'), Buffer.alloc(200, 7)]);
    const heic = await upload(bride, albumId, fakeHeic, 'IMG_0002.HEIC', 'image/heic');
    expect(heic.status).toBe(400);
    expect(heic.body.message).toBe(BRIDE_EDIT_MSG.heicUnsupported);
    const truncated = (await sidewaysJpegWithGps()).subarray(0, 300);
    expect((await upload(bride, albumId, truncated, 'cut.jpg', 'image/jpeg')).status).toBe(400);
    const none = await fetch(`${server.url}/api/my/albums/${albumId}/photos`, { method: 'POST', headers: headersFor(bride), body: new FormData() });
    expect(none.status).toBe(400);
    expect((await photoRows()).length).toBe(before);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('refuses a photo past the album limit', async () => {
    const rows = await photoRows();
    await fx.db.insert(userAlbumPhotos).values(Array.from({ length: 60 - rows.length }, (_, i) => ({ albumId, photoUrl: `/media/brides/t/other/${i + 1}.jpg`, width: 1200, height: 800, sortOrder: 100 + i })));
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const files = (await storedFiles()).length;
    const res = await upload(bride, albumId, small, 'a.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BRIDE_EDIT_MSG.albumFull);
    expect((await storedFiles()).length).toBe(files);
    await fx.db.delete(userAlbumPhotos).where(eq(userAlbumPhotos.width, 1200));
  });

  it('reorders, captions and deletes photos (the file goes with the row)', async () => {
    const ids = (await photoRows()).sort((a, b) => a.sortOrder - b.sortOrder).map((p) => p.id);
    expect(ids.length).toBe(3);
    const reversed = [...ids].reverse();
    const moved = await req('PATCH', `/api/my/albums/${albumId}`, { as: bride, body: { photo_ids: reversed, title: '挙式・フラワーシャワー' } });
    expect(moved.body.photo_list.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect(moved.body.album_title).toBe('挙式・フラワーシャワー');
    expect((await req('PATCH', `/api/my/albums/${albumId}`, { as: bride, body: { photo_ids: reversed.slice(1) } })).status).toBe(400);
    const captioned = await req('PATCH', `/api/my/photos/${ids[1]}`, { as: bride, body: { caption: 'ガーデンで乾杯', section: 'garden' } });
    expect(captioned.body).toMatchObject({ caption: 'ガーデンで乾杯', section: 'garden' });
    expect((await req('PATCH', `/api/my/photos/${ids[1]}`, { as: other, body: { caption: 'x' } })).status).toBe(403);
    expect((await req('PATCH', `/api/my/photos/${ids[1]}`, { as: bride, body: { caption: 'x'.repeat(101) } })).body.details.issues[0].message).toBe(BRIDE_EDIT_MSG.captionLength);
    const files = (await storedFiles()).length;
    expect((await req('DELETE', `/api/my/photos/${ids[0]}`, { as: other })).status).toBe(403);
    expect((await req('DELETE', `/api/my/photos/${ids[0]}`, { as: bride })).status).toBe(200);
    expect((await storedFiles()).length).toBe(files - 1);
    expect((await req('DELETE', `/api/my/photos/${ids[0]}`, { as: bride })).status).toBe(404);
  });

  it('makes her report private: 404 to everyone else, still hers to see and edit', async () => {
    expect((await req('PATCH', '/api/my/bride_report/visibility', { as: bride, body: { is_private: true } })).body).toEqual({ is_private: true });
    expect((await req('GET', `/api/brides/${bride.userId}`)).status).toBe(404);
    expect((await req('GET', `/api/brides/${bride.userId}`, { as: other })).status).toBe(404);
    expect((await req('GET', `/api/albums/${albumId}/`)).status).toBe(404);
    expect((await req('GET', '/api/brides/?hall_id=1')).body.total).toBe(0);
    expect((await req('GET', `/api/brides/${bride.userId}`, { as: bride })).body).toMatchObject({ is_private: true, is_owner: true });
    expect((await req('PATCH', '/api/my/bride_report/visibility', { as: bride, body: { is_private: false } })).body).toEqual({ is_private: false });
    expect((await req('GET', '/api/brides/?hall_id=1')).body.total).toBe(1);
  });

  it('deletes an album with its files', async () => {
    const files = (await storedFiles()).length;
    expect(files).toBeGreaterThan(0);
    expect((await req('DELETE', `/api/my/albums/${albumId}`, { as: bride })).status).toBe(200);
    expect(await storedFiles()).toHaveLength(0);
    expect(await photoRows()).toHaveLength(0);
  });
});
