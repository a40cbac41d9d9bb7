import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { insertOtherHall } from '../fairs/support';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { openApiDocument } from '../../../server/openapi/document';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { SESSION_COOKIE } from '../../../server/accounts/sessions';
import { call, insertMember, type Member } from '../rewards/support';
import { insertPartner } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const plan = {
  name: '【平日限定】少人数ウェディングプラン', description: '挙式・会食・衣裳がそろった30名様向けのプランです。', price: '1280000', guest_count: '30',
  includes: ['挙式料', '料理・飲物', '新婦衣裳'], valid_until: '2027-03-31', is_popular: false, published: false,
};
const benefit = { title: 'ご成約特典：料理ランクアップ', description: 'コース料理を1ランクアップします。', conditions: 'フェア参加当日のご成約', amount: '50000', valid_until: '', is_limited: true, published: true };

describeEachDb('partners\' console: plans and benefits', (fx) => {
  let server: TestServer;
  let hall: number;
  let owner: Member;
  let staff: Member;
  let otherOwner: Member;
  let member: Member;

  beforeAll(async () => {
    setRateStore(memoryStore());
    hall = await insertMinimalHall(fx.db);
    const other = await insertOtherHall(fx.db, '青山レジデンス迎賓館', 'aoyama');
    owner = await insertPartner(fx.db, 'owner@example.com', hall, 'owner');
    staff = await insertPartner(fx.db, 'staff@example.com', hall, 'staff');
    otherOwner = await insertPartner(fx.db, 'other@example.com', other, 'owner');
    member = await insertMember(fx.db, 'bride@example.com');
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const publicPlans = async () => (await call(server.url, 'GET', `/api/wn/halls/${hall}/plans?per_page=50`, null)).body.items.map((p: { name: string }) => p.name);
  const publicBenefits = async () => (await call(server.url, 'GET', `/api/wn/halls/${hall}/benefits`, null)).body.items.map((b: { title: string }) => b.title);

  it('answers anonymous 401, a member 403, another hall\'s partner 404 before reading a broken body', async () => {
    const h = `/api/partner/halls/${hall}`;
    const broken = { name: '\u0000'.repeat(10), price: { $gt: 1 }, extra: 'x'.repeat(5000) };
    for (const [method, path] of [['GET', `${h}/plans`], ['POST', `${h}/plans`], ['PUT', `${h}/plans/1`], ['POST', `${h}/benefits`], ['PUT', `${h}/benefits/1`]]) {
      const json = method === 'GET' ? undefined : broken;
      expect([path, (await call(server.url, method, path, null, { json })).status]).toEqual([path, 401]);
      const asMember = await call(server.url, method, path, member, { json });
      expect([path, asMember.status, asMember.body.message]).toEqual([path, 403, PARTNER_MSG.notPartner]);
      expect([path, (await call(server.url, method, path, otherOwner, { json })).status]).toEqual([path, 404]);
    }
  });

  it('refuses a write without the CSRF token', async () => {
    const res = await fetch(`${server.url}/api/partner/halls/${hall}/plans`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${owner.sessionId}`, 'x-wedding-token': owner.token }, body: JSON.stringify(plan),
    });
    expect(res.status).toBe(403);
    expect((await call(server.url, 'GET', `/api/partner/halls/${hall}/plans`, owner)).body.plans).toEqual([]);
  });

  it('creates a plan unpublished, publishes it, and the public hall page\'s API shows it; unpublishing hides it again', async () => {
    const created = await call(server.url, 'POST', `/api/partner/halls/${hall}/plans`, staff, { json: plan });
    expect(created.status).toBe(200);
    expect(created.body.plan).toEqual(expect.objectContaining({ name: plan.name, price: 1280000, guest_count: 30, includes: plan.includes, valid_until: '2027-03-31', published: false }));
    expect(await publicPlans()).not.toContain(plan.name);
    const id = created.body.plan.id;
    const published = await call(server.url, 'PUT', `/api/partner/halls/${hall}/plans/${id}`, owner, { json: { ...plan, price: 1180000, published: true } });
    expect([published.status, published.body.plan.price, published.body.plan.published]).toEqual([200, 1180000, true]);
    expect(await publicPlans()).toContain(plan.name);
    const page = await call(server.url, 'GET', `/api/wn/halls/${hall}/plans?per_page=50`, null);
    expect(page.body.items.find((p: { name: string }) => p.name === plan.name)).toEqual(expect.objectContaining({ price: 1180000, valid_until: '2027-03-31' }));
    await call(server.url, 'PUT', `/api/partner/halls/${hall}/plans/${id}`, owner, { json: { ...plan, published: false } });
    expect(await publicPlans()).not.toContain(plan.name);
    expect((await call(server.url, 'GET', `/api/partner/halls/${hall}/plans`, owner)).body.plans.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('creates and unpublishes a benefit, shown on the public page only while published', async () => {
    const created = await call(server.url, 'POST', `/api/partner/halls/${hall}/benefits`, owner, { json: benefit });
    expect(created.status).toBe(200);
    expect(created.body.benefit).toEqual(expect.objectContaining({ title: benefit.title, amount: 50000, valid_until: null, is_limited: true, published: true }));
    expect(await publicBenefits()).toContain(benefit.title);
    const id = created.body.benefit.id;
    const hidden = await call(server.url, 'PUT', `/api/partner/halls/${hall}/benefits/${id}`, owner, { json: { ...benefit, amount: '', published: false } });
    expect([hidden.status, hidden.body.benefit.amount, hidden.body.benefit.published]).toEqual([200, null, false]);
    expect(await publicBenefits()).not.toContain(benefit.title);
  });

  it('another hall\'s plan or benefit answers 404 under her own hall', async () => {
    const theirs = await call(server.url, 'POST', `/api/partner/halls/${(await call(server.url, 'GET', '/api/partner/halls', otherOwner)).body.items[0].id}/plans`, otherOwner, { json: plan });
    expect(theirs.status).toBe(200);
    const res = await call(server.url, 'PUT', `/api/partner/halls/${hall}/plans/${theirs.body.plan.id}`, owner, { json: { ...plan, published: true } });
    expect([res.status, res.body.message]).toEqual([404, PARTNER_MSG.planNotFound]);
    expect((await call(server.url, 'PUT', `/api/partner/halls/${hall}/benefits/999999`, owner, { json: benefit })).status).toBe(404);
  });

  it('answers 400 with Japanese messages for hostile or wrong input, never 500', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...plan, name: '' }, PARTNER_MSG.required('プラン名', 80)],
      [{ ...plan, name: '\u0000\u0001' }, '使用できない文字が含まれています'],
      [{ ...plan, name: '  ' }, PARTNER_MSG.required('プラン名', 80)],
      [{ ...plan, name: 'あ'.repeat(81) }, PARTNER_MSG.required('プラン名', 80)],
      [{ ...plan, price: '-1' }, PARTNER_MSG.planPrice],
      [{ ...plan, price: '1e9' }, PARTNER_MSG.planPrice],
      [{ ...plan, price: { $gt: 0 } }, PARTNER_MSG.planPrice],
      [{ ...plan, guest_count: '0' }, PARTNER_MSG.guestCount],
      [{ ...plan, includes: 'x'.repeat(41) }, PARTNER_MSG.includes],
      [{ ...plan, includes: Array(21).fill('挙式料') }, PARTNER_MSG.includes],
      [{ ...plan, valid_until: '2027-02-30' }, PARTNER_MSG.validUntil],
      [{ ...plan, valid_until: 'tomorrow' }, PARTNER_MSG.validUntil],
      [{ ...plan, published: 'yes' }, PARTNER_MSG.flag],
    ];
    for (const [json, message] of bad) {
      const res = await call(server.url, 'POST', `/api/partner/halls/${hall}/plans`, owner, { json });
      expect([JSON.stringify(json).slice(0, 60), res.status, JSON.stringify(res.body)]).toEqual([JSON.stringify(json).slice(0, 60), 400, expect.stringContaining(message)]);
    }
    const amount = await call(server.url, 'POST', `/api/partner/halls/${hall}/benefits`, owner, { json: { ...benefit, amount: '１００' } });
    expect([amount.status, JSON.stringify(amount.body)]).toEqual([400, expect.stringContaining(PARTNER_MSG.benefitAmount)]);
    const cleaned = await call(server.url, 'POST', `/api/partner/halls/${hall}/plans`, owner, { json: { ...plan, name: ' 春の特別プラン\r\n', includes: ['挙式料', '', ' 料理 '] } });
    expect([cleaned.body.plan.name, cleaned.body.plan.includes]).toEqual(['春の特別プラン', ['挙式料', '料理']]);
  });

  it('joins the OpenAPI document', () => {
    const paths = Object.keys((openApiDocument() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/partner/halls/{hall_id}/plans', '/api/partner/halls/{hall_id}/plans/{plan_id}', '/api/partner/halls/{hall_id}/benefits', '/api/partner/halls/{hall_id}/benefits/{benefit_id}']));
  });
});
