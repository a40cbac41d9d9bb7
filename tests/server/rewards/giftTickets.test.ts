import { eq } from 'drizzle-orm';
import { VERIFY_MSG } from '../../../api/contract/accounts';
import sharp from 'sharp';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertOtherHall } from '../fairs/support';
import { giftTicketEvents, giftTickets, ringBrands, uploads, users } from '../../../server/db/schema';
import { issueTicket, type NewTicket } from '../../../server/rewards/tickets';
import { issueToken } from '../../../server/accounts/weddingTokens';
import { GIFT_MSG } from '../../../api/contract/giftTickets';
import { call, form, insertMember, jpegWithExif, type Member } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const inDays = (n: number) => new Date(Date.now() + n * 86400_000);

describeEachDb('gift tickets', (fx) => {
  let server: TestServer;
  let hallId: number;
  let otherHallId: number;
  let hana: Member;
  let other: Member;
  let staff: Member;
  let seq = 0;

  const ticket = (who: Member, over: Partial<NewTicket> = {}) =>
    issueTicket(fx.db, { userId: who.userId, kind: 'fair', tenantType: 'hall', tenantId: hallId, amount: 10000, conditions: 'フェアに参加して口コミを投稿', deadline: inDays(30), sourceKey: `t:${++seq}`, ...over }).then((t) => t.id);
  const scope = (who: Member, tenant = hallId) => `user_id=${who.userId}&tenant_id=${tenant}`;
  const put = (who: Member, id: number, fields: Record<string, string | Blob>, opts: { tenant?: number; path?: string; token?: string | null } = {}) =>
    call(server.url, 'PUT', `${opts.path ?? `/api/v3/wn/gifttickets/${id}/`}?${scope(who, opts.tenant ?? hallId)}`, who, { form: form(fields), token: opts.token });
  const approve = (id: number, who = staff) => call(server.url, 'POST', `/api/staff/gifttickets/${id}/approve`, who, { json: {} });
  const reject = (id: number, reason: string) => call(server.url, 'POST', `/api/staff/gifttickets/${id}/reject`, staff, { json: { reason } });

  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    otherHallId = await insertOtherHall(fx.db, '港の見えるチャペル', 'harbor-chapel');
    hana = await insertMember(fx.db, 'hana@example.com');
    other = await insertMember(fx.db, 'other@example.com');
    staff = await insertMember(fx.db, 'staff@example.com', { staff: true });
    server = await startApiServer();
  });
  afterAll(() => server.close());

  describe('tenant, user and token checks (§6)', () => {
    it('lists the member\'s tickets of a tenant with the web session\'s token or the app\'s bearer token', async () => {
      const id = await ticket(hana);
      await ticket(hana, { tenantId: otherHallId });
      const web = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?${scope(hana)}`, hana);
      expect(web.status).toBe(200);
      expect(web.body.items.map((t: { id: number }) => t.id)).toContain(id);
      expect(web.body.items.every((t: { tenant: { id: number } }) => t.tenant.id === hallId)).toBe(true);
      expect(web.body.items[0]).toMatchObject({ state: 'available', state_label: '申請できます', gift_code: null, tenant: { type: 'hall', name: 'テストガーデン迎賓館' } });
      const { token } = await issueToken(fx.db, hana.userId);
      const app = await fetch(`${server.url}/api/v3/wn/giftticket/fair/tickets?${scope(hana)}`, { headers: { authorization: `Bearer ${token}` } });
      expect(app.status).toBe(200);
      expect((await app.json()).items.every((t: { kind: string }) => t.kind === 'fair')).toBe(true);
    });

    it('answers 4xx with a message without tenant, user id or token, with another\'s token or user id', async () => {
      const noTenant = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?user_id=${hana.userId}`, hana);
      expect(noTenant).toMatchObject({ status: 400 });
      expect(noTenant.body.message).toContain(GIFT_MSG.tenantId);
      const noUser = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?tenant_id=${hallId}`, hana);
      expect(noUser.status).toBe(400);
      expect(noUser.body.message).toContain(GIFT_MSG.userId);
      const noToken = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?${scope(hana)}`, hana, { token: null });
      expect(noToken).toMatchObject({ status: 401, body: { message: GIFT_MSG.token } });
      const othersToken = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?${scope(hana)}`, hana, { token: other.token });
      expect(othersToken.status).toBe(401);
      const othersId = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?${scope(other)}`, hana);
      expect(othersId.status).toBe(403);
      const badKind = await call(server.url, 'GET', `/api/v3/wn/giftticket/diamond/tickets?${scope(hana)}`, hana);
      expect(badKind.status).toBe(400);
    });

    it('hides another member\'s ticket and a ticket of another tenant (404)', async () => {
      const id = await ticket(other);
      expect((await call(server.url, 'GET', `/api/v3/wn/gifttickets/${id}?${scope(hana)}`, hana)).status).toBe(404);
      expect((await put(hana, id, {})).status).toBe(404);
      const mine = await ticket(hana);
      expect((await call(server.url, 'GET', `/api/v3/wn/gifttickets/${mine}?${scope(hana, otherHallId)}`, hana)).status).toBe(404);
      const detail = await call(server.url, 'GET', `/api/v3/wn/gifttickets/${mine}?${scope(hana)}`, hana);
      expect(detail.status).toBe(200);
      expect(detail.body.history).toEqual([expect.objectContaining({ state: 'available', state_label: '申請できます' })]);
    });
  });

  describe('states: 申請できます → 申請中 → 承認済み | 差し戻し | 期限切れ', () => {
    it('applying needs a confirmed address (403 in Japanese); the ticket stays 申請できます', async () => {
      const id = await ticket(hana);
      await fx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, hana.userId));
      try {
        expect(await put(hana, id, {})).toMatchObject({ status: 403, body: { message: VERIFY_MSG.required } });
      } finally {
        await fx.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, hana.userId));
      }
      expect((await put(hana, id, {})).status).toBe(200);
    });

    it('a fair ticket: apply with every field empty (skipped, §5), then approval issues a code once', async () => {
      const id = await ticket(hana);
      const applied = await put(hana, id, { purchase_date: '', shop_name: '', purchase_amount: '' });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ state: 'applied', state_label: '申請中', purchase_date: null, shop_name: null, purchase_amount: null });
      expect((await put(hana, id, {})).status).toBe(409);
      const ok = await approve(id);
      expect(ok.status).toBe(200);
      expect(ok.body.ticket.gift_code).toMatch(/^MSB-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect((await approve(id)).status).toBe(409);
      expect((await reject(id, '理由')).status).toBe(409);
      expect((await put(hana, id, {})).status).toBe(409);
      const detail = await call(server.url, 'GET', `/api/v3/wn/gifttickets/${id}?${scope(hana)}`, hana);
      expect(detail.body.history.map((e: { state: string }) => e.state)).toEqual(['available', 'applied', 'approved']);
      expect(detail.body.gift_code).toBe(ok.body.ticket.gift_code);
    });

    it('a ring ticket needs receipt, date, shop and amount; a rejection keeps them and a re-application changes only what is sent', async () => {
      // The tenant is a real ring brand of the rings domain.
      const [brand] = await fx.db.insert(ringBrands).values({ name: 'ルミエール', nameEn: 'LUMIERE', kana: 'るみえーる', kanaRow: 'ら', origin: 'domestic', description: '繊細なプラチナのリング', priceMin: 200000, priceMax: 600000 }).returning();
      const id = await ticket(hana, { kind: 'ringengagement', tenantType: 'ring_brand', tenantId: brand.id, amount: 20000 });
      const ring = (fields: Record<string, string | Blob>) => put(hana, id, fields, { tenant: brand.id, path: `/api/v3/wn/giftticket/ringengagement/tickets/${id}/` });
      const listed = await call(server.url, 'GET', `/api/v3/wn/giftticket/ringengagement/tickets?${scope(hana, brand.id)}`, hana);
      expect(listed.body.items).toEqual([expect.objectContaining({ id, tenant: { type: 'ring_brand', id: brand.id, name: 'ルミエール' } })]);
      const missing = await ring({ shop_name: '銀座本店', purchase_date: '' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain(GIFT_MSG.receipt);
      expect(missing.body.message).toContain(GIFT_MSG.purchaseDate);
      expect(missing.body.message).not.toContain(GIFT_MSG.shop);
      expect((await ring({ purchase_amount: '二十万' })).body.message).toContain(GIFT_MSG.amountDigits);
      const notImage = await ring({ receipt: new Blob([Buffer.from('not an image')], { type: 'image/jpeg' }), purchase_date: '2026-10-01', shop_name: '銀座本店', purchase_amount: '280000' });
      expect(notImage).toMatchObject({ status: 415, body: { message: GIFT_MSG.receiptImage } });
      const receipt = new Blob([new Uint8Array(await jpegWithExif())], { type: 'image/jpeg' });
      const applied = await ring({ receipt, purchase_date: '2026-10-01', shop_name: '銀座本店', purchase_amount: '280000' });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ state: 'applied', shop_name: '銀座本店', purchase_amount: 280000, purchase_date: '2026-10-01' });
      // The stored receipt is re-encoded: no EXIF, orientation applied (64×32 rotated to 32×64).
      const [row] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, id));
      const [img] = await fx.db.select().from(uploads).where(eq(uploads.id, row.receiptUploadId!));
      const meta = await sharp(Buffer.from(img.data!)).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([32, 64]);
      expect(img.isPublic).toBe(false);

      const sentBack = await reject(id, '金額が読み取れません');
      expect(sentBack.body.ticket).toMatchObject({ state: 'rejected', state_label: '差し戻し', reject_reason: '金額が読み取れません' });
      const again = await ring({ shop_name: '', purchase_amount: '275000', purchase_date: '' });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ state: 'applied', shop_name: '銀座本店', purchase_amount: 275000, purchase_date: '2026-10-01', reject_reason: null });
      expect(again.body.receipt_image_url).toBe(applied.body.receipt_image_url);
      // The ring endpoint only takes ring tickets.
      const fairTicket = await ticket(hana);
      expect((await put(hana, fairTicket, {}, { path: `/api/v3/wn/giftticket/ringengagement/tickets/${fairTicket}/` })).status).toBe(404);
    });

    it('refuses an oversized receipt with 413 and a file on a call that takes none', async () => {
      const id = await ticket(hana, { kind: 'contract' });
      const big = new Blob([new Uint8Array(8.5 * 1024 * 1024)], { type: 'image/jpeg' });
      expect((await put(hana, id, { receipt: big })).status).toBe(413);
      const referral = await call(server.url, 'POST', '/api/wn/mypage/referral', hana, { form: form({ code: 'ABCDEFGH', file: new Blob([new Uint8Array(10)]) }) });
      expect(referral.status).toBe(400);
    });

    it('a ticket past its deadline becomes 期限切れ and cannot be applied for', async () => {
      const id = await ticket(hana, { deadline: inDays(-1) });
      const list = await call(server.url, 'GET', `/api/v3/wn/gifttickets/?${scope(hana)}`, hana);
      expect(list.body.items.find((t: { id: number }) => t.id === id)).toMatchObject({ state: 'expired', state_label: '期限切れ' });
      expect(await put(hana, id, {})).toMatchObject({ status: 409, body: { message: GIFT_MSG.expired } });
      expect((await approve(id)).status).toBe(409);
    });

    it('only staff approve or reject; a rejection needs a reason; unknown tickets are 404', async () => {
      const id = await ticket(hana);
      await put(hana, id, {});
      expect((await approve(id, hana)).status).toBe(403);
      expect((await reject(id, '')).status).toBe(400);
      expect((await approve(99999999)).status).toBe(404);
      expect((await call(server.url, 'GET', '/api/staff/gifttickets', hana)).status).toBe(403);
      const queue = await call(server.url, 'GET', '/api/staff/gifttickets', staff);
      expect(queue.body.items.find((t: { id: number }) => t.id === id)).toMatchObject({ member_nickname: 'hana', state: 'applied' });
    });
  });

  it('issues the gift code exactly once under 12 concurrent approvals', async () => {
    const id = await ticket(hana);
    await put(hana, id, {});
    const answers = await Promise.all(Array.from({ length: 12 }, () => approve(id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    const [row] = await fx.db.select().from(giftTickets).where(eq(giftTickets.id, id));
    expect(row.giftCode).toBe(answers.find((a) => a.status === 200)!.body.ticket.gift_code);
    const events = await fx.db.select().from(giftTicketEvents).where(eq(giftTicketEvents.ticketId, id));
    expect(events.filter((e) => e.state === 'approved')).toHaveLength(1);
  });

  it('issues one ticket per reason, and the member\'s page carries her web token and total received', async () => {
    const a = await issueTicket(fx.db, { userId: other.userId, kind: 'campaign', tenantType: 'hall', tenantId: hallId, amount: 10000, conditions: 'x', deadline: inDays(5), sourceKey: 'same-reason' });
    const b = await issueTicket(fx.db, { userId: other.userId, kind: 'campaign', tenantType: 'hall', tenantId: hallId, amount: 10000, conditions: 'x', deadline: inDays(5), sourceKey: 'same-reason' });
    expect(b).toEqual({ id: a.id, created: false });
    const mine = await call(server.url, 'GET', '/api/wn/mypage/gifttickets', hana, { token: null });
    expect(mine.status).toBe(200);
    expect(mine.body.wedding_token).toBe(hana.token);
    expect(mine.body.total_received).toBeGreaterThanOrEqual(20000);
    expect((await call(server.url, 'GET', '/api/wn/mypage/gifttickets', null)).status).toBe(401);
  });
});
