import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { holdBackUpload } from '../support/heldBackUpload';
import { csrfHeaders } from '../fairs/support';
import { hallPhotos, halls, uploads } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { registerSharedPageCache } from '../../../server/web/pageCacheRegistry';
import { parsePhotoUploadPath } from '../../../server/uploads';
import { openApiDocument } from '../../../server/openapi/document';
import { SESSION_COOKIE } from '../../../server/accounts/sessions';
import { HALL_PHOTOS_MAX, PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { BRIDE_EDIT_MSG, PHOTO_MAX_BYTES } from '../../../api/contract/brideEditorLimits';
import { itemTag, listTag } from '../../../lib/cacheTags';
import { call, type Member } from '../rewards/support';
import { insertPartnerCast } from './support';

jest.setTimeout(240_000);
process.env.RATE_LIMIT_MULTIPLIER = '1000';

/** A 300×200 JPEG stored sideways (EXIF orientation 6) with a camera make and GPS. */
const phoneJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c86464' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'HallCam', Copyright: 'partner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 28/1' } })
    .toBuffer();
const small = (i = 0) => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: (i * 37) % 255, g: 90, b: 160 } } }).jpeg().toBuffer();

/** A 4 MB upload of which only 16 KB are sent: an answer proves the decision came before the body. */
const heldBackUpload = (url: string, headers: Record<string, string>) => holdBackUpload(url, headers, 4 * 1024 * 1024, 16 * 1024);

describeEachDb('partners\' console: hall photos', (fx) => {
  let server: TestServer;
  // The hall and its people (insertPartnerCast).
  let hall: number, other: number;
  let owner: Member, staff: Member, otherOwner: Member, member: Member;
  const dropped: (readonly string[] | undefined)[] = [];
  const h = () => `/api/partner/halls/${hall}`;

  beforeAll(async () => {
    // The public answers are cached as in production: a change must reach them through the tags it drops.
    process.env.RESPONSE_CACHE = '1';
    registerSharedPageCache({ clear: (tags) => dropped.push(tags) });
    setRateStore(memoryStore());
    ({ hall, other, owner, staff, otherOwner, member } = await insertPartnerCast(fx.db));
    server = await startApiServer();
  });
  afterAll(async () => {
    delete process.env.RESPONSE_CACHE;
    registerSharedPageCache(undefined as never);
    setRateStore(null);
    await server.close();
  });

  const upload = (who: Member | null, file: Buffer | Uint8Array, fields: Record<string, string> = {}, name = 'IMG_0001.JPG', type = 'image/jpeg', hallId = hall) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(file)], { type }), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return call(server.url, 'POST', `/api/partner/halls/${hallId}/photos`, who, { form });
  };
  const rows = () => fx.db.select().from(hallPhotos).where(and(eq(hallPhotos.hallId, hall), eq(hallPhotos.kind, 'official')));
  const hallUploads = () => fx.db.select({ id: uploads.id, token: uploads.token, data: uploads.data }).from(uploads).where(eq(uploads.purpose, 'hall'));
  const publicPhotos = async () => (await call(server.url, 'GET', `/api/wn/halls/${hall}/official_photos`, null)).body.items as { id: number; caption: string; image_url: string }[];
  const publicCover = async () => (await call(server.url, 'GET', `/api/wn/halls/${hall}`, null)).body.cover_images[0]?.image_url as string | undefined;

  it('answers anonymous 401, a member 403, another hall\'s partner 404 on every photo endpoint, before reading a broken body', async () => {
    const broken = { caption: '\u0000'.repeat(10), photo_ids: { $gt: 1 }, extra: 'x'.repeat(5000) };
    const endpoints: [string, string, unknown][] = [
      ['GET', `${h()}/photos`, undefined],
      ['PATCH', `${h()}/photos/1`, broken],
      ['DELETE', `${h()}/photos/1`, broken],
      ['PUT', `${h()}/photos/order`, broken],
    ];
    for (const [method, path, json] of endpoints) {
      expect([method, path, (await call(server.url, method, path, null, { json })).status]).toEqual([method, path, 401]);
      const asMember = await call(server.url, method, path, member, { json });
      expect([method, path, asMember.status, asMember.body.message]).toEqual([method, path, 403, PARTNER_MSG.notPartner]);
      expect([method, path, (await call(server.url, method, path, otherOwner, { json })).status]).toEqual([method, path, 404]);
    }
    // The upload: answered while the client still holds all but 16 KB of a 4 MB photo.
    const url = `${server.url}${h()}/photos`;
    expect((await heldBackUpload(url, csrfHeaders())).status).toBe(401);
    expect(await heldBackUpload(url, csrfHeaders(member.sessionId))).toMatchObject({ status: 403, body: { message: PARTNER_MSG.notPartner } });
    expect((await heldBackUpload(url, csrfHeaders(otherOwner.sessionId))).status).toBe(404);
    expect(await rows()).toEqual([]);
    expect(await hallUploads()).toEqual([]);
  });

  it('refuses a write without the CSRF token', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await small())], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(`${server.url}${h()}/photos`, { method: 'POST', headers: { cookie: `${SESSION_COOKIE}=${owner.sessionId}`, 'x-wedding-token': owner.token }, body: form });
    expect(res.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('uploads a phone JPEG by section: upright, its EXIF and GPS gone, shown at once on the public hall page', async () => {
    expect(await publicPhotos()).toEqual([]);
    dropped.length = 0;
    const res = await upload(staff, await phoneJpeg(), { section: 'ceremony', caption: '光の差し込むチャペル' });
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatchObject({ section: 'ceremony', section_label: '挙式', caption: '光の差し込むチャペル', width: 200, height: 300, is_cover: false });
    const ref = parsePhotoUploadPath(res.body.photo.image_url)!;
    const [stored] = (await hallUploads()).filter((u) => u.token === ref.token);
    const meta = await sharp(stored.data!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(stored.data!.includes(Buffer.from('HallCam'))).toBe(false);
    expect(stored.data!.includes(Buffer.from('GPS'))).toBe(false);
    expect(dropped.flat()).toEqual(expect.arrayContaining([itemTag('halls', hall)]));
    expect(await publicPhotos()).toEqual([expect.objectContaining({ id: res.body.photo.id, caption: '光の差し込むチャペル' })]);
  });

  it('takes PNG and WebP; refuses GIF and SVG (415), a broken HEIC, an oversized file, no file, a wrong section or caption, with Japanese messages and nothing kept', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    expect((await upload(owner, png, { section: 'garden' }, 'garden.png', 'image/png')).body.photo).toMatchObject({ section: 'garden', caption: '' });
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a45c' } }).webp().toBuffer();
    expect((await upload(owner, webp, { section: 'garden' }, 'flowers.webp', 'image/webp')).status).toBe(200);
    const before = { rows: (await rows()).length, files: (await hallUploads()).length };

    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).gif().toBuffer();
    expect(await upload(owner, gif, { section: 'other' }, 'a.gif', 'image/gif')).toMatchObject({ status: 415, body: { message: BRIDE_EDIT_MSG.photoType } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script></svg>');
    expect(await upload(owner, svg, { section: 'other' }, 'a.jpg', 'image/jpeg')).toMatchObject({ status: 415, body: { message: BRIDE_EDIT_MSG.photoType } });
    // A HEIC goes to the HEIC decoder (it would be 415 otherwise); this one is broken.
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'ascii'), Buffer.alloc(200, 7)]);
    expect(await upload(owner, fakeHeic, { section: 'other' }, 'IMG_0002.HEIC', 'image/heic')).toMatchObject({ status: 400, body: { message: BRIDE_EDIT_MSG.heicUnsupported } });
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await upload(owner, huge, { section: 'other' })).toMatchObject({ status: 413, body: { message: 'ファイルサイズは15MBまでです' } });
    const none = await call(server.url, 'POST', `${h()}/photos`, owner, { form: (() => { const f = new FormData(); f.append('section', 'other'); return f; })() });
    expect(none).toMatchObject({ status: 400, body: { message: expect.stringContaining('写真を選択してください') } });
    expect(await upload(owner, await small(), { section: 'kitchen' })).toMatchObject({ status: 400, body: { message: expect.stringContaining(PARTNER_MSG.photoSection) } });
    expect(await upload(owner, await small(), { section: 'other', caption: 'あ'.repeat(101) })).toMatchObject({ status: 400, body: { message: expect.stringContaining(PARTNER_MSG.photoCaption) } });
    expect({ rows: (await rows()).length, files: (await hallUploads()).length }).toEqual(before);
  });

  it('edits a caption and makes a photo the cover: the hall\'s page and its cards change', async () => {
    const [first] = await rows();
    expect(await publicCover()).not.toBe(first.imageUrl);
    dropped.length = 0;
    const captioned = await call(server.url, 'PATCH', `${h()}/photos/${first.id}`, staff, { json: { caption: '大聖堂チャペル' } });
    expect(captioned.body.photo).toMatchObject({ id: first.id, caption: '大聖堂チャペル' });
    expect((await publicPhotos()).find((p) => p.id === first.id)?.caption).toBe('大聖堂チャペル');
    // A caption is on the hall's own page only; the cover is also on its cards (lists).
    expect(dropped.flat()).toEqual([itemTag('halls', hall)]);
    dropped.length = 0;
    const cover = await call(server.url, 'PATCH', `${h()}/photos/${first.id}`, staff, { json: { is_cover: true } });
    expect(cover.body.photo.is_cover).toBe(true);
    expect(dropped.flat()).toEqual(expect.arrayContaining([itemTag('halls', hall), listTag('halls')]));
    expect(await publicCover()).toBe(first.imageUrl);
    const list = await call(server.url, 'GET', `${h()}/photos`, staff);
    expect(list.body.items.filter((p: { is_cover: boolean }) => p.is_cover).map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect(list.body.max).toBe(HALL_PHOTOS_MAX);

    expect(await call(server.url, 'PATCH', `${h()}/photos/${first.id}`, staff, { json: { caption: 'x'.repeat(101) } })).toMatchObject({ status: 400, body: { message: expect.stringContaining(PARTNER_MSG.photoCaption) } });
    expect(await call(server.url, 'PATCH', `${h()}/photos/${first.id}`, staff, { json: { is_cover: 'yes' } })).toMatchObject({ status: 400 });
    expect(await call(server.url, 'PATCH', `${h()}/photos/999999`, staff, { json: { caption: 'x' } })).toMatchObject({ status: 404, body: { message: PARTNER_MSG.photoNotFound } });
  });

  it('orders a section as given (every photo of it once), shown in that order on the public page; refuses a wrong list', async () => {
    await upload(owner, await small(1), { section: 'garden', caption: '噴水' });
    const garden = (await call(server.url, 'GET', `${h()}/photos`, owner)).body.items.filter((p: { section: string }) => p.section === 'garden').map((p: { id: number }) => p.id);
    expect(garden).toHaveLength(3);
    const reversed = [...garden].reverse();
    const res = await call(server.url, 'PUT', `${h()}/photos/order`, staff, { json: { section: 'garden', photo_ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.items.filter((p: { section: string }) => p.section === 'garden').map((p: { id: number }) => p.id)).toEqual(reversed);
    const shown = (await call(server.url, 'GET', `/api/wn/halls/${hall}/official_photos?section=garden`, null)).body.items.map((p: { id: number }) => p.id);
    expect(shown).toEqual(reversed);
    const [ceremony] = (await rows()).filter((r) => r.section === 'ceremony');
    for (const photo_ids of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), ceremony.id], [reversed[0], reversed[1], 999999]]) {
      expect(await call(server.url, 'PUT', `${h()}/photos/order`, staff, { json: { section: 'garden', photo_ids } })).toMatchObject({ status: 400, body: { message: expect.stringContaining(PARTNER_MSG.photoOrder) } });
    }
    expect(await call(server.url, 'PUT', `${h()}/photos/order`, staff, { json: { section: 'garden', photo_ids: [] } })).toMatchObject({ status: 400 });
    expect(await call(server.url, 'PUT', `${h()}/photos/order`, staff, { json: { section: 'pool', photo_ids: reversed } })).toMatchObject({ status: 400, body: { message: expect.stringContaining(PARTNER_MSG.photoSection) } });
    expect((await call(server.url, 'GET', `/api/wn/halls/${hall}/official_photos?section=garden`, null)).body.items.map((p: { id: number }) => p.id)).toEqual(reversed);
  });

  it('deletes a photo with its file and its place as the cover; another hall\'s photo answers 404 under her hall', async () => {
    const theirs = await upload(otherOwner, await small(2), { section: 'other' }, 'x.jpg', 'image/jpeg', other);
    expect(theirs.status).toBe(200);
    for (const [method, json] of [['PATCH', { caption: '乗っ取り' }], ['DELETE', {}]] as const) {
      expect((await call(server.url, method, `${h()}/photos/${theirs.body.photo.id}`, owner, { json })).status).toBe(404);
    }
    expect((await call(server.url, 'PUT', `${h()}/photos/order`, owner, { json: { section: 'other', photo_ids: [theirs.body.photo.id] } })).status).toBe(400);

    const coverUrl = await publicCover();
    const cover = (await rows()).find((r) => r.imageUrl === coverUrl)!;
    const token = parsePhotoUploadPath(cover.imageUrl)!.token;
    dropped.length = 0;
    const res = await call(server.url, 'DELETE', `${h()}/photos/${cover.id}`, staff, { json: {} });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await rows()).map((r) => r.id)).not.toContain(cover.id);
    expect((await hallUploads()).map((u) => u.token)).not.toContain(token);
    expect(dropped.flat()).toEqual(expect.arrayContaining([itemTag('halls', hall), listTag('halls')]));
    expect(await publicCover()).not.toBe(cover.imageUrl);
    expect((await publicPhotos()).map((p) => p.id)).not.toContain(cover.id);
    expect((await call(server.url, 'DELETE', `${h()}/photos/${cover.id}`, staff, { json: {} })).status).toBe(404);
    const [{ covers }] = await fx.db.select({ covers: halls.coverImages }).from(halls).where(eq(halls.id, hall));
    expect(covers.map((c) => c.image_url)).not.toContain(cover.imageUrl);
  });

  it(`keeps a hall at ${HALL_PHOTOS_MAX} photos when uploads race for its last place, keeps no file of the refused, and then refuses before reading the photo`, async () => {
    const n = (await rows()).length;
    await fx.db.insert(hallPhotos).values(Array.from({ length: HALL_PHOTOS_MAX - 1 - n }, (_, i) => ({ hallId: hall, kind: 'official' as const, section: 'other', imageUrl: `/media/halls/${hall}/fill/${i}.jpg`, caption: '', width: 1200, height: 800, sortOrder: 100 + i })));
    const files = (await hallUploads()).length;
    const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => small(10 + i)));
    const answers = await Promise.all(photos.map((p) => upload(owner, p, { section: 'other' })));
    expect(await rows()).toHaveLength(HALL_PHOTOS_MAX);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others: the hall is full, or (more than the decoder queue holds) busy, to retry.
    for (const a of answers.filter((x) => x.status !== 200)) expect([400, 503]).toContain(a.status);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.message === PARTNER_MSG.photosFull)).toBe(true);
    expect((await hallUploads()).length).toBe(files + 1);
    expect(await heldBackUpload(`${server.url}${h()}/photos`, csrfHeaders(owner.sessionId))).toMatchObject({ status: 400, body: { message: PARTNER_MSG.photosFull } });
  });

  it('joins the OpenAPI document', () => {
    const paths = Object.keys((openApiDocument() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/partner/halls/{hall_id}/photos', '/api/partner/halls/{hall_id}/photos/{photo_id}', '/api/partner/halls/{hall_id}/photos/order']));
  });
});
