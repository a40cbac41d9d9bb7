import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { enqueteAnswers, enqueteVersions, users } from '../../../server/db/schema';
import { ENQUETE_VERSIONS } from '../../../lib/family/enqueteVersions';
import { getJson, insertUserWithSession, send } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const VALID = { overall: 5, used: ['式場検索', '口コミ'], stage: '式場見学中', recommend: 4, comment: '使いやすいです' };

describeEachDb('enquete', (fx) => {
  let server: TestServer;
  let member: { userId: number; sessionId: string };
  beforeAll(async () => {
    server = await startApiServer();
    await fx.db.insert(enqueteVersions).values(ENQUETE_VERSIONS);
    member = await insertUserWithSession(fx.db, 'member@example.com');
  });
  afterAll(() => server.close());

  const post = (data: unknown, sessionId = member.sessionId, version = '2026-satisfaction') => send(server.url, 'POST', '/api/wn/enquete/', { version, data: typeof data === 'string' ? data : JSON.stringify(data) }, sessionId);

  it("answers a version's questions and whether this member answered; stores one answer per member and version", async () => {
    const before = await getJson(server.url, `/api/wn/enquete/?version=2026-satisfaction&login_id=${member.userId}`, member.sessionId);
    expect(before.body).toMatchObject({ version: '2026-satisfaction', title: 'musubi ご利用満足度アンケート', answered: false, signed_in: true });
    expect(before.body.questions).toHaveLength(5);
    expect(await (await post(VALID)).json()).toEqual({ result: true, errors: [] });
    expect((await getJson(server.url, '/api/wn/enquete/?version=2026-satisfaction', member.sessionId)).body.answered).toBe(true);
    const again = await (await post(VALID)).json();
    expect(again.result).toBe(false);
    expect(again.errors[0].message).toMatch(/すでに回答/);
    // Another version is another answer.
    expect(await (await post({ satisfaction: 4, good: ['試食'], next: '第一候補' }, member.sessionId, '2026-fair')).json()).toEqual({ result: true, errors: [] });
    const rows = await fx.db.select().from(enqueteAnswers).where(eq(enqueteAnswers.userId, member.userId));
    expect(rows.map((r) => r.version).sort()).toEqual(['2026-fair', '2026-satisfaction']);
  });

  it('validates answers against the version: false with the reasons (Japanese), nothing stored', async () => {
    const other = await insertUserWithSession(fx.db, 'validate@example.com');
    const cases: [unknown, string][] = [
      [{ ...VALID, overall: 6 }, 'overall'],
      [{ ...VALID, used: ['存在しない機能'] }, 'used'],
      [{ ...VALID, stage: undefined }, 'stage'],
      [{ ...VALID, unknown: 'x' }, 'unknown'],
      [{ ...VALID, comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [data, field] of cases) {
      const body = await (await post(data, other.sessionId)).json();
      expect(body.result).toBe(false);
      expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(body.errors.every((e: { message: string }) => /[ぁ-んァ-ン一-龥]/.test(e.message))).toBe(true);
    }
    expect(await fx.db.select().from(enqueteAnswers).where(eq(enqueteAnswers.userId, other.userId))).toHaveLength(0);
    expect((await post('{not json', other.sessionId)).status).toBe(400);
  });

  it('anonymous may read but not answer; login_id must be the signed-in member; unknown versions are 404', async () => {
    expect((await getJson(server.url, '/api/wn/enquete/?version=2026-satisfaction')).body).toMatchObject({ answered: false, signed_in: false });
    expect((await send(server.url, 'POST', '/api/wn/enquete/', { version: '2026-satisfaction', data: JSON.stringify(VALID) })).status).toBe(401);
    expect((await getJson(server.url, `/api/wn/enquete/?version=2026-satisfaction&login_id=${member.userId + 99}`, member.sessionId)).status).toBe(403);
    expect((await getJson(server.url, '/api/wn/enquete/?version=2030-none')).status).toBe(404);
    expect((await getJson(server.url, '/api/wn/enquete/?version=BAD VERSION')).status).toBe(400);
    expect((await post(VALID, member.sessionId, '2030-none')).status).toBe(404);
  });

  it('totals per question for staff only', async () => {
    expect((await getJson(server.url, '/api/wn/enquete/totals/?version=2026-satisfaction', member.sessionId)).status).toBe(403);
    const staff = await insertUserWithSession(fx.db, 'staff@example.com');
    await fx.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userId));
    await post({ ...VALID, overall: 3, used: ['口コミ'], comment: '' }, staff.sessionId);
    const { status, body } = await getJson(server.url, '/api/wn/enquete/totals/?version=2026-satisfaction', staff.sessionId);
    expect(status).toBe(200);
    expect(body.respondents).toBe(2);
    const overall = body.questions.find((q: { id: string }) => q.id === 'overall');
    expect(overall.average).toBe(4);
    expect(overall.counts.find((c: { option: string }) => c.option === '5').count).toBe(1);
    expect(body.questions.find((q: { id: string }) => q.id === 'used').counts.find((c: { option: string }) => c.option === '口コミ').count).toBe(2);
    expect(body.questions.find((q: { id: string }) => q.id === 'comment').texts).toEqual(['使いやすいです']);
  });
});
