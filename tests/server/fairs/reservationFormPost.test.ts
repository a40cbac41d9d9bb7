jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { reservations } from '../../../server/db/schema';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { inDays, insertFair } from './support';
import { getServerSideProps as fairPage } from '../../../pages/halls/[id]/fairs/[fairId]';
import { getServerSideProps as completePage } from '../../../pages/reservations/complete';

describeEachDb('fair reservation posted without scripts (server/forms)', (fx) => {
  let server: TestServer;
  let hallId: number;
  let fairId: number;
  let path: string;
  const fields = () => ({ fair_id: String(fairId), hold_time: '10:00〜12:00', last_name: '佐藤', first_name: '美咲', last_name_kana: 'サトウ', first_name_kana: 'ミサキ', email: 'misaki@example.com', tel: '090-1234-5678', gender: 'female', number_of_participants: '2', wedding_season: '', wedding_date: '', message: '' });
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    ({ fairId } = await insertFair(fx.db, { hallId, holdAt: inDays(10) }));
    path = `/halls/${hallId}/fairs/${fairId}`;
    server = await startFormPageServer({
      '/halls/:id/fairs/:fairId': { gssp: fairPage as never, params: (p) => { const m = /^\/halls\/(\d+)\/fairs\/(\d+)$/.exec(p); return m ? { id: m[1], fairId: m[2] } : null; } },
      '/reservations/complete': { gssp: completePage as never },
    });
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('the cached page’s form comes back once with a token, then reserves: 303 to the completion page with the hall’s phone', async () => {
    const b = formBrowser(server.url);
    const page = await b.open(path);
    expect(page.res.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(page.props.form).toBeNull();
    const first = await b.submit(path, fields(), { csrf: null });
    expect(first.res.status).toBe(400);
    expect(first.props!.form.posted.message).toMatch(/もう一度送信してください/);
    expect(first.props!.form.posted.values).toMatchObject({ last_name: '佐藤', last_name_kana: 'サトウ' });
    expect(await fx.db.select().from(reservations)).toHaveLength(0);
    const done = await b.submit(path, fields());
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/reservations/complete?hall=${hallId}`);
    const [r] = await fx.db.select().from(reservations).where(eq(reservations.fairId, fairId));
    expect(r).toMatchObject({ lastNameKana: 'サトウ', holdTime: '10:00〜12:00' });
    const complete = await b.open(`/reservations/complete?hall=${hallId}`);
    expect(complete.props.hall).toEqual({ id: hallId, name: 'テストガーデン迎賓館', tel: '03-1234-5678' });
    expect((await b.open('/reservations/complete?hall=abc')).props.hall).toBeNull();
  });

  it('shows the form’s messages with her values, and the server’s refusal (the same time twice)', async () => {
    const b = formBrowser(server.url);
    await b.open(path);
    const first = await b.submit(path, { ...fields(), tel: '０９０', last_name_kana: 'sato', hold_time: '' }, { csrf: null });
    const bad = await b.submit(path, { ...fields(), tel: '０９０', last_name_kana: 'sato', hold_time: '' });
    expect(first.res.status).toBe(400);
    // The first post (no token on the cached page) already says what to correct, with a token to send again.
    expect(first.props!.form.posted.message).toMatch(/もう一度送信してください/);
    expect(first.props!.form.posted.issues).toEqual(expect.arrayContaining([{ field: 'tel', message: '半角数字で入力してください' }, { field: 'last_name_kana', message: '全角カタカナで入力してください' }]));
    expect(first.props!.form.csrf).toBeTruthy();
    expect(bad.res.status).toBe(400);
    expect(bad.props!.form.posted.issues).toEqual(expect.arrayContaining([{ field: 'hold_time', message: '時間を選択してください' }, { field: 'last_name_kana', message: '全角カタカナで入力してください' }, { field: 'tel', message: '半角数字で入力してください' }]));
    expect(bad.props!.form.posted.values.tel).toBe('０９０');
    const again = await b.submit(path, fields());
    expect(again.res.status).toBe(400);
    expect(again.props!.form.posted.message).toMatch(/[ぁ-ん]/);
    expect((await b.submit(path, fields(), { csrf: 'forged.token' })).res.status).toBe(403);
    expect((await b.submit(path, { ...fields(), message: 'a\u0000' })).res.status).toBe(400);
  });

  it('counts every post before reading it, but gives back the count of one only shown again for its token', async () => {
    // One post a minute: the post that comes back with the token must still go through.
    // One limiter per bucket, kept, as the real store keeps them.
    const made = new Map<string, RateLimiterMemory>();
    setRateStore({
      limiter: (bucket) => {
        if (!made.has(bucket)) made.set(bucket, new RateLimiterMemory({ keyPrefix: bucket, points: bucket === 'form' ? 1 : 1000, duration: 60 }));
        return made.get(bucket)!;
      },
    });
    const { fairId: another } = await insertFair(fx.db, { hallId, holdAt: inDays(12) });
    const at = `/halls/${hallId}/fairs/${another}`;
    const b = formBrowser(server.url);
    await b.open(at);
    const mine = { ...fields(), fair_id: String(another), email: 'once-a-minute@example.com' };
    expect((await b.submit(at, mine, { csrf: null })).res.status).toBe(400);
    expect((await b.submit(at, mine)).res.status).toBe(303);
    // The next one is over the limit, refused before its body is read.
    const over = await b.submit(at, { ...mine, email: 'second@example.com' });
    expect(over.res.status).toBe(429);
    expect(over.res.headers.get('connection')).toBe('close');
  });
});
