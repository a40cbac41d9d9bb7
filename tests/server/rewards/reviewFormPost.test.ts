jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser, type FormBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { inDays } from '../fairs/support';
import { reviews } from '../../../server/db/schema';
import { limiterFor, memoryStore, ruleFor, setRateStore } from '../../../server/http/rateLimit';
import { users } from '../../../server/db/schema';
import { VERIFY_MSG } from '../../../api/contract/accounts';
import { holdBackUpload } from '../support/heldBackUpload';
import { headersFor } from '../clips/support';
import { insertMember, jpegWithExif, reserveFair } from './support';
import { getServerSideProps as reviewPage } from '../../../pages/halls/[id]/review';

const body = 'チャペルの天井が高く、光がたくさん入って明るい雰囲気でした。スタッフの方の説明もわかりやすく、試食の料理もとてもおいしかったです。';
const fields = { reviewer_type: 'fair', season: 'autumn', title: 'スタッフの対応が丁寧でした', body, score_ceremony: '5', score_reception: '4', score_food: '5', score_staff: '5', score_cost: '3', score_location: '4' };

describeEachDb('review posted without scripts (server/forms, multipart)', (fx) => {
  let server: TestServer;
  let hallId: number;
  let path: string;
  beforeAll(async () => {
    hallId = await insertMinimalHall(fx.db);
    path = `/halls/${hallId}/review`;
    server = await startFormPageServer({ '/halls/:id/review': { gssp: reviewPage as never, params: (p) => (/^\/halls\/(\d+)\/review$/.exec(p) ? { id: p.split('/')[2] } : null) } });
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  /** Posts the form as a browser does with its file input: multipart, the hidden token included. */
  async function postMultipart(b: FormBrowser, token: string, data: Record<string, string | Blob>) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...data, csrf_token: token })) form.append(k, v);
    const res = await fetch(server.url + path, { method: 'POST', body: form, redirect: 'manual', headers: { cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return { res, props: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
  }

  it('posts her review with a photo (303 to her reviews), and shows the form’s messages with her text kept', async () => {
    const m = await insertMember(fx.db, 'nojs-review@example.com');
    await reserveFair(fx.db, hallId, m.userId, inDays(-1));
    const b = formBrowser(server.url);
    b.cookies.set('musubi_sid', m.sessionId);
    const { props } = await b.open(path);
    const token = props.form.csrf as string;
    const short = await postMultipart(b, token, { ...fields, title: 'よい', score_food: '' });
    expect(short.res.status).toBe(400);
    expect(short.props.form.posted.issues.map((i: { field: string }) => i.field)).toEqual(expect.arrayContaining(['title', 'score_food']));
    expect(short.props.form.posted.values.body).toBe(body);
    const photo = new Blob([new Uint8Array(await jpegWithExif())], { type: 'image/jpeg' });
    const done = await postMultipart(b, token, { ...fields, photos: photo });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe('/mypage/reviews?posted=1');
    const [row] = await fx.db.select().from(reviews).where(eq(reviews.userId, m.userId));
    expect(row.title).toBe('スタッフの対応が丁寧でした');
    expect((await postMultipart(b, 'forged.token', fields)).res.status).toBe(403);
  });

  // Four photos of 8 MB each may come with a review: who may post, and how often, is settled first.
  describe('settled before the body (its photos) is read', () => {
    const MB = 1024 * 1024;
    const held = async (sessionId: string | null, token: string) =>
      holdBackUpload(server.url + path, { cookie: sessionId ? `musubi_sid=${sessionId}` : '' }, 8 * MB, 16 * 1024, { field: 'photos', fields: { ...fields, csrf_token: token } });

    it('sends a visitor without a session to the login page while she still holds her photos, and closes the connection', async () => {
      const res = await held(null, 'any.token');
      expect(res).toMatchObject({ status: 303, location: '/login', connection: 'close' });
    });

    it('refuses a member whose address is not confirmed (403, in Japanese), through the page and the API', async () => {
      const m = await insertMember(fx.db, 'nojs-unconfirmed@example.com');
      await fx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, m.userId));
      const page = await held(m.sessionId, 'any.token');
      expect(page.status).toBe(403);
      expect(page.connection).toBe('close');
      expect((page.body as { form: { posted: { message: string } } }).form.posted.message).toBe(VERIFY_MSG.required);
      const api = await holdBackUpload(`${server.url}/api/wn/reviews`, headersFor(m), 8 * MB, 16 * 1024, { field: 'photos', fields: { ...fields, hall_id: String(hallId) } });
      expect(api).toMatchObject({ status: 403, connection: 'close', body: { message: VERIFY_MSG.required } });
    });

    it('refuses a member over her write budget (429) before reading the post', async () => {
      const m = await insertMember(fx.db, 'nojs-busy@example.com');
      await limiterFor('member-write').consume(`user:${m.userId}`, ruleFor('member-write').limit);
      const res = await held(m.sessionId, 'any.token');
      expect(res.status).toBe(429);
      expect(res.connection).toBe('close');
    });
  });

  it('sends a visitor without a session to the login page (303)', async () => {
    const b = formBrowser(server.url);
    const { res } = await b.submit(path, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
  });
});
