import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { magazinePosts } from '../../../server/db/schema';
import { getJson, insertUserWithSession, send } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const GARDEN = { size: 'medium', ceremony: 'civil', atmosphere: 'natural', budget: '2to3', priority: 'scenery', season: 'spring', time: 'afternoon', outfit: 'dress', performance: 'guests', place: 'nature' };
const SHRINE = { ...GARDEN, ceremony: 'shrine', atmosphere: 'japanese', outfit: 'kimono', season: 'autumn', place: 'hometown', size: 'family' };
const base = '/api/v3/wn/both_diagnosis';

describeEachDb('both_diagnosis', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
    await fx.db.insert(magazinePosts).values([
      { title: 'ガーデンウェディングの魅力と雨の日の備え', content: '<p>本文</p>', publishedAt: '2026-01-10T00:00:00Z', modifiedAt: '2026-01-10T00:00:00Z' },
      { title: '神前式の流れと和装の選び方', content: '<p>本文</p>', publishedAt: '2026-01-11T00:00:00Z', modifiedAt: '2026-01-11T00:00:00Z' },
    ]);
  });
  afterAll(() => server.close());

  const create = async () => (await (await send(server.url, 'POST', `${base}/`, {})).json()).id as string;

  it('two respondents answer by the link; each sees both types, agreements, differences with tips, and hall/magazine links', async () => {
    const id = await create();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await getJson(server.url, `${base}/${id}/`)).body).toEqual({ id, answered: [] });
    const first = await send(server.url, 'POST', `${base}/${id}/answer/`, { respondent: 1, nickname: 'みさき', answers: GARDEN });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: true });

    const alone = await getJson(server.url, `${base}/${id}/answer/?respondent=1`);
    expect(alone.body).toMatchObject({ nickname: 'みさき', type: { key: 'garden', name: 'ナチュラルガーデン派' }, partner: null, agreements: [], differences: [] });
    expect(alone.body.type.search_url).toBe('/halls/search/?k=garden&t=natural&people=60');

    const thanks = await getJson(server.url, `${base}/${id}/thanks/?respondent=1`);
    expect(thanks.body).toEqual({ id, respondent: 1, nickname: 'みさき', partner_respondent: 2, partner_answered: false, partner_path: `/diagnosis/${id}/?respondent=2`, answer_path: `/diagnosis/${id}/answer/?respondent=1` });

    expect((await send(server.url, 'POST', `${base}/${id}/answer/`, { respondent: '2', answers: JSON.stringify(SHRINE) })).status).toBe(200);
    const mine = (await getJson(server.url, `${base}/${id}/answer/?respondent=1`)).body;
    expect(mine.partner).toMatchObject({ respondent: 2, nickname: 'パートナー', type: { key: 'japanese', name: '和の伝統派' } });
    expect(mine.agreements.map((a: { question_id: string }) => a.question_id)).toEqual(['budget', 'priority', 'time', 'performance']);
    expect(mine.differences.map((d: { question_id: string }) => d.question_id)).toEqual(['size', 'ceremony', 'atmosphere', 'season', 'outfit', 'place']);
    expect(mine.differences[1]).toMatchObject({ topic: '挙式のスタイル', mine: 'ゲストに誓う人前式', partners: '神社での神前式' });
    expect(mine.differences[1].tip).toMatch(/親御さん/);
    expect(mine.hall_links.map((l: { href: string }) => l.href)).toEqual(['/halls/search/?k=garden&t=natural&people=60', '/halls/search/?k=historic&t=japanese&people=10']);
    expect(mine.articles.map((a: { title: string }) => a.title).sort()).toEqual(['ガーデンウェディングの魅力と雨の日の備え', '神前式の流れと和装の選び方']);
    const theirs = (await getJson(server.url, `${base}/${id}/answer/?respondent=2`)).body;
    expect(theirs).toMatchObject({ type: { key: 'japanese' }, partner: { respondent: 1, nickname: 'みさき', type: { key: 'garden' } } });
    expect((await getJson(server.url, `${base}/${id}/thanks/?respondent=2`)).body.partner_answered).toBe(true);
  });

  it('a respondent answers once (409); the partner is unaffected', async () => {
    const id = await create();
    expect((await send(server.url, 'POST', `${base}/${id}/answer/`, { respondent: 1, answers: GARDEN })).status).toBe(200);
    const again = await send(server.url, 'POST', `${base}/${id}/answer/`, { respondent: 1, answers: SHRINE });
    expect(again.status).toBe(409);
    expect((await getJson(server.url, `${base}/${id}/answer/?respondent=1`)).body.type.key).toBe('garden');
  });

  it('refuses incomplete or unknown answers and bad respondents with 400', async () => {
    const id = await create();
    const { size: _omit, ...partial } = GARDEN;
    void _omit;
    for (const body of [
      { respondent: 1, answers: partial },
      { respondent: 1, answers: { ...GARDEN, size: 'huge' } },
      { respondent: 1, answers: { ...GARDEN, extra: 'x' } },
      { respondent: 3, answers: GARDEN },
      { respondent: 1, answers: 'not json' },
      { respondent: 1, nickname: 'a\u0000b', answers: GARDEN },
    ]) {
      const res = await send(server.url, 'POST', `${base}/${id}/answer/`, body);
      expect(res.status).toBe(400);
    }
    expect((await getJson(server.url, `${base}/${id}/`)).body.answered).toEqual([]);
  });

  it('unknown ids and respondents who have not answered are 404; malformed ids 400', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect((await getJson(server.url, `${base}/${unknown}/`)).status).toBe(404);
    expect((await getJson(server.url, `${base}/${unknown}/answer/?respondent=1`)).status).toBe(404);
    expect((await send(server.url, 'POST', `${base}/${unknown}/answer/`, { respondent: 1, answers: GARDEN })).status).toBe(404);
    const id = await create();
    expect((await getJson(server.url, `${base}/${id}/answer/?respondent=2`)).status).toBe(404);
    expect((await getJson(server.url, `${base}/${id}/thanks/?respondent=1`)).status).toBe(404);
    expect((await getJson(server.url, `${base}/short/`)).status).toBe(400);
  });

  it('「前回の診断」: a member who answers signed in finds her last result in her account; a guest\'s answer stays with no one', async () => {
    const her = await insertUserWithSession(fx.db, 'last-diagnosis@example.jp');
    const him = await insertUserWithSession(fx.db, 'last-diagnosis-partner@example.jp');
    expect((await getJson(server.url, `${base}/mine/`)).status).toBe(401);
    expect((await getJson(server.url, `${base}/mine/`, her.sessionId)).body).toEqual({ last: null });

    // A guest's answer belongs to no account.
    const guest = await create();
    expect((await send(server.url, 'POST', `${base}/${guest}/answer/`, { respondent: 1, answers: SHRINE })).status).toBe(200);
    expect((await getJson(server.url, `${base}/mine/`, her.sessionId)).body).toEqual({ last: null });

    const first = await create();
    expect((await send(server.url, 'POST', `${base}/${first}/answer/`, { respondent: 1, nickname: 'はなこ', answers: SHRINE }, her.sessionId)).status).toBe(200);
    const later = await create();
    expect((await send(server.url, 'POST', `${base}/${later}/answer/`, { respondent: 1, nickname: 'はなこ', answers: GARDEN }, her.sessionId)).status).toBe(200);
    // Her partner answers the same diagnosis signed in to his own account.
    expect((await send(server.url, 'POST', `${base}/${later}/answer/`, { respondent: 2, answers: SHRINE }, him.sessionId)).status).toBe(200);

    const mine = await getJson(server.url, `${base}/mine/`, her.sessionId);
    expect(mine.status).toBe(200);
    expect(mine.body.last).toMatchObject({ answer_path: `/diagnosis/${later}/answer/?respondent=1`, type_name: 'ナチュラルガーデン派' });
    expect(Number.isNaN(Date.parse(mine.body.last.answered_at))).toBe(false);
    expect((await getJson(server.url, `${base}/mine/`, him.sessionId)).body.last).toMatchObject({ answer_path: `/diagnosis/${later}/answer/?respondent=2`, type_name: '和の伝統派' });
  });

  it('creating needs a CSRF token', async () => {
    const res = await fetch(`${server.url}${base}/`, { method: 'POST' });
    expect(res.status).toBe(403);
  });
});
