import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { headersFor, insertMember as insertEditor, type Member as Editor } from '../clips/support';
import { call, form, insertMember, type Member } from '../rewards/support';
import { giftTickets, uploads, userAlbumPhotos, userAlbums } from '../../../server/db/schema';
import { issueTicket } from '../../../server/rewards/tickets';
import { ALBUMS_MAX, BRIDE_EDIT_MSG, PHOTOS_PER_ALBUM_MAX } from '../../../api/contract/brideEditor';
import { GIFT_MSG } from '../../../api/contract/giftTickets';

jest.setTimeout(240_000);
process.env.RATE_LIMIT_MULTIPLIER = '1000';

const smallJpeg = (i: number) => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: (i * 37) % 255, g: 90, b: 160 } } }).jpeg().toBuffer();

/** Files a receipt must refuse although sharp would read them: SVG (a script carrier), TIFF, GIF. */
async function notReceipts(): Promise<[string, Buffer][]> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="red"/><script>alert(1)</script></svg>');
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } });
  return [['receipt.svg', svg], ['receipt.tiff', await base.clone().tiff().toBuffer()], ['receipt.gif', await base.clone().gif().toBuffer()]];
}

describeEachDb('upload limits under parallel requests, and receipts through the pipeline', (fx) => {
  let server: TestServer;
  let hallId: number;
  let bride: Editor;
  let hana: Member;
  let seq = 0;

  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    bride = await insertEditor(fx.db, 'はなこ');
    hana = await insertMember(fx.db, `receipts-${Date.now()}@example.com`);
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const uploadsOf = async (userId: number) => fx.db.select({ id: uploads.id, purpose: uploads.purpose }).from(uploads).where(eq(uploads.userId, userId));

  it(`keeps an album at ${PHOTOS_PER_ALBUM_MAX} photos when 20 uploads race for its last place (the probe: 71), and keeps no file of the refused`, async () => {
    const [album] = await fx.db.insert(userAlbums).values({ userId: bride.userId, title: '前撮り' }).returning();
    await fx.db.insert(userAlbumPhotos).values(Array.from({ length: PHOTOS_PER_ALBUM_MAX - 1 }, (_, i) => ({ albumId: album.id, photoUrl: `/media/brides/a${album.id}/other/${i + 1}.jpg`, width: 1200, height: 800 })));
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => smallJpeg(i)));
    const answers = await Promise.all(
      photos.map(async (p) => {
        const body = new FormData();
        body.append('photo', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'a.jpg');
        const res = await fetch(`${server.url}/api/my/albums/${album.id}/photos`, { method: 'POST', headers: headersFor(bride), body });
        return { status: res.status, message: ((await res.json()) as { message?: string }).message };
      }),
    );
    const rows = await fx.db.select().from(userAlbumPhotos).where(eq(userAlbumPhotos.albumId, album.id));
    expect(rows).toHaveLength(PHOTOS_PER_ALBUM_MAX);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others: the album is full, or (more than the decoder queue holds) busy, to retry.
    for (const a of answers.filter((x) => x.status !== 200)) expect([400, 503]).toContain(a.status);
    expect(answers.filter((a) => a.status === 400).every((a) => a.message === BRIDE_EDIT_MSG.albumFull)).toBe(true);
    expect(await uploadsOf(bride.userId)).toHaveLength(1);
  });

  it(`keeps her at ${ALBUMS_MAX} albums when 20 creations race`, async () => {
    const n = await fx.db.$count(userAlbums, eq(userAlbums.userId, bride.userId));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${server.url}/api/my/albums`, { method: 'POST', headers: { ...headersFor(bride), 'content-type': 'application/json' }, body: JSON.stringify({ title: `アルバム${i}` }) }).then((r) => r.status)));
    expect(await fx.db.$count(userAlbums, eq(userAlbums.userId, bride.userId))).toBe(ALBUMS_MAX);
    expect(answers.filter((s) => s === 200)).toHaveLength(ALBUMS_MAX - n);
    expect(answers.every((s) => s === 200 || s === 400)).toBe(true);
  });

  const ringTicket = () =>
    issueTicket(fx.db, { userId: hana.userId, kind: 'contract', tenantType: 'hall', tenantId: hallId, amount: 30000, conditions: '成約', deadline: new Date(Date.now() + 30 * 86400_000), sourceKey: `r:${++seq}:${Date.now()}` }).then((t) => t.id);
  const apply = (id: number, receipt: Blob, name = 'receipt.jpg') =>
    call(server.url, 'PUT', `/api/v3/wn/gifttickets/${id}/?user_id=${hana.userId}&tenant_id=${hallId}`, hana, {
      form: (() => {
        const f = form({ purchase_date: '2026-04-01', shop_name: '銀座本店', purchase_amount: '30000' });
        f.append('receipt', receipt, name);
        return f;
      })(),
    });

  it('refuses SVG, TIFF and GIF receipts, as their message says (JPEG, PNG, WebP only)', async () => {
    const id = await ringTicket();
    for (const [name, bytes] of await notReceipts()) {
      const res = await apply(id, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      expect([name, res.status, res.body.message]).toEqual([name, 415, GIFT_MSG.receiptImage]);
    }
    expect(await uploadsOf(hana.userId)).toEqual([]);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#fff' } }).png().toBuffer();
    expect((await apply(id, new Blob([new Uint8Array(png)], { type: 'image/png' }))).status).toBe(200);
    expect(await uploadsOf(hana.userId)).toHaveLength(1);
  });

  it('keeps one receipt when 8 tabs apply at once, and none of the refused', async () => {
    const id = await ringTicket();
    const before = (await uploadsOf(hana.userId)).length;
    const answers = await Promise.all(Array.from({ length: 8 }, async (_, i) => (await apply(id, new Blob([new Uint8Array(await smallJpeg(i))], { type: 'image/jpeg' }))).status));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.every((s) => s === 200 || s === 409)).toBe(true);
    const [row] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, id));
    const mine = await uploadsOf(hana.userId);
    expect(mine).toHaveLength(before + 1);
    expect(mine.map((u) => u.id)).toContain(row.receiptUploadId);
  });

  it('deletes the receipt a re-application replaces', async () => {
    const id = await ringTicket();
    expect((await apply(id, new Blob([new Uint8Array(await smallJpeg(1))], { type: 'image/jpeg' }))).status).toBe(200);
    const [first] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, id));
    await fx.db.update(giftTickets).set({ state: 'rejected', rejectReason: '読み取れません' }).where(eq(giftTickets.id, id));
    expect((await apply(id, new Blob([new Uint8Array(await smallJpeg(2))], { type: 'image/jpeg' }))).status).toBe(200);
    const [second] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, id));
    expect(second.receiptUploadId).not.toBe(first.receiptUploadId);
    expect(await fx.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, first.receiptUploadId!))).toEqual([]);
  });
});
