jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { inDays, insertOtherHall } from '../fairs/support';
import { hallContracts } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { insertMember, reserveFair } from '../rewards/support';
import { getServerSideProps as contractsPage } from '../../../pages/mypage/contracts';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

describeEachDb('「この式場で成約しました」 at /mypage/contracts (a form posted to its page)', (fx) => {
  let server: TestServer;
  let hallId: number;
  let otherHall: number;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    otherHall = await insertOtherHall(fx.db, '青山レジデンス迎賓館', 'aoyama');
    server = await startFormPageServer({ '/mypage/contracts': { gssp: contractsPage as never } });
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('offers the halls she booked a fair at (and the one a hall page names), refuses wrong dates in Japanese with her values kept, then reports it (303) and lists it as 確認待ち', async () => {
    const m = await insertMember(fx.db, 'contract-form@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(10), false);
    const b = formBrowser(server.url);
    b.cookies.set('musubi_sid', m.sessionId);
    const { props } = await b.open('/mypage/contracts');
    expect(props.halls).toEqual([{ id: hallId, name: 'テストガーデン迎賓館' }]);
    expect(props.items).toEqual([]);
    expect((await b.open(`/mypage/contracts?hall=${otherHall}`)).props).toMatchObject({ chosen: otherHall, halls: expect.arrayContaining([{ id: otherHall, name: '青山レジデンス迎賓館' }]) });

    const noHall = await b.submit('/mypage/contracts', { hall_id: '', contracted_on: inDays(-1), wedding_date: inDays(200) });
    expect(noHall.res.status).toBe(400);
    expect(noHall.props!.form.posted.issues).toEqual([{ field: 'hall_id', message: '成約した式場を選択してください' }]);
    const future = await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: inDays(3), wedding_date: inDays(200) });
    expect(future.res.status).toBe(400);
    expect(future.props!.form.posted).toMatchObject({ message: 'ご成約日に未来の日付は指定できません', values: { contracted_on: inDays(3), wedding_date: inDays(200) } });
    const notADate = await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: '2026-02-30', wedding_date: inDays(200) });
    expect(notADate.res.status).toBe(400);
    expect(notADate.props!.form.posted.issues).toEqual([{ field: 'contracted_on', message: '日付を入力してください' }]);
    expect(await fx.db.select().from(hallContracts).where(eq(hallContracts.userId, m.userId))).toEqual([]);

    const done = await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: inDays(-1), wedding_date: inDays(200) });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe('/mypage/contracts?sent=1');
    const after = await b.open('/mypage/contracts?sent=1');
    expect(after.props.sent).toBe(true);
    expect(after.props.items).toEqual([expect.objectContaining({ hall_id: hallId, state: 'pending', state_label: '確認待ち', contracted_on: inDays(-1) })]);
    // Sent twice: the hall has it already.
    const again = await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: inDays(-1), wedding_date: inDays(200) });
    expect(again.res.status).toBe(409);
    expect(again.props!.form.posted.message).toBe('この式場の成約報告はすでに受け付けています');
    expect((await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: inDays(-1), wedding_date: inDays(200) }, { csrf: 'forged.token' })).res.status).toBe(403);
  });

  it('sends a visitor without a session to the login page', async () => {
    const b = formBrowser(server.url);
    expect((await b.open('/mypage/contracts')).res.status).toBe(307);
    const { res } = await b.submit('/mypage/contracts', { hall_id: String(hallId), contracted_on: inDays(-1), wedding_date: inDays(200) }, { csrf: null });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
  });
});
