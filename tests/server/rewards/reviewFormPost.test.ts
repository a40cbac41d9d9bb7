jest.setTimeout(60000);
import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser, type FormBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { inDays } from '../fairs/support';
import { reviews } from '../../../server/db/schema';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
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

  it('sends a visitor without a session to the login page (303)', async () => {
    const b = formBrowser(server.url);
    const { res } = await b.submit(path, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
  });
});
