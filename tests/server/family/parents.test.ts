import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { parentLinks } from '../../../server/db/schema';
import { getJson, send } from './support';

process.env.RATE_LIMIT_MULTIPLIER = '1000';

const ANSWERS = {
  '1': { choices: ['秋（9〜11月）', '午前'], text: '' },
  '2': { choices: ['大安', '友引'], text: '' },
  '3': { choices: ['東京都'], text: '' },
  '5': { choices: ['中規模（31〜60名）'], text: '' },
  '9': { choices: ['両家と相談して分担したい'], text: '衣装代は自分たちで払います' },
  '12': { choices: [], text: 'いつも見守ってくれてありがとう。' },
};
const base = '/api/wn/parents_questionnaires';

describeEachDb("parents' questionnaire", (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  async function created() {
    const res = await send(server.url, 'POST', `${base}/`, { couple_name: '健太・美咲', answers: JSON.stringify(ANSWERS) });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: number; key: string };
  }

  it('the couple answers, makes a link per parent, each parent reacts, and the couple sees every reaction', async () => {
    const { key } = await created();
    const mother = await (await send(server.url, 'POST', `${base}/links/`, { key, label: '新婦の母' })).json();
    const father = await (await send(server.url, 'POST', `${base}/links/`, { key, label: '新郎の父' })).json();
    expect(mother.path).toMatch(/^\/parents\/r\/[A-Za-z0-9_-]{40,}$/);
    const motherToken = mother.path.split('/').pop();
    const fatherToken = father.path.split('/').pop();

    const view = await getJson(server.url, `${base}/parent/${motherToken}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ couple_name: '健太・美咲', label: '新婦の母', reactions: {} });
    expect(Object.keys(view.body.answers)).toEqual(['1', '2', '3', '5', '9', '12']);

    const save = await send(server.url, 'PUT', `${base}/parent/${motherToken}`, { reactions: { '1': { reaction: 'like', comment: '秋はいいわね' }, '9': { reaction: 'consult', comment: '一度話しましょう' } } });
    expect(await save.json()).toEqual({ result: true });
    await send(server.url, 'PUT', `${base}/parent/${fatherToken}`, { reactions: JSON.stringify({ '5': { reaction: 'concern', comment: '親戚が多いので' } }) });
    // A second save replaces the reaction to the same question.
    await send(server.url, 'PUT', `${base}/parent/${motherToken}`, { reactions: { '1': { reaction: 'leave', comment: '' } } });

    const mine = (await getJson(server.url, `${base}/mine/?key=${key}`)).body;
    expect(mine.links.map((l: { label: string }) => l.label)).toEqual(['新婦の母', '新郎の父']);
    expect(mine.links[0].reactions).toEqual({ '1': { reaction: 'leave', comment: '' }, '9': { reaction: 'consult', comment: '一度話しましょう' } });
    expect(mine.links[1].reactions).toEqual({ '5': { reaction: 'concern', comment: '親戚が多いので' } });
    expect(mine.links[0].path).toBe(mother.path);
  });

  it('a parent link opens that questionnaire only; unknown keys and tokens are 404 and the token is not stored', async () => {
    const a = await created();
    const b = await created();
    const linkA = await (await send(server.url, 'POST', `${base}/links/`, { key: a.key, label: '新郎の母' })).json();
    const tokenA = linkA.path.split('/').pop();
    expect((await getJson(server.url, `${base}/parent/${tokenA}`)).body.id).toBe(a.id);
    expect((await getJson(server.url, `${base}/mine/?key=${tokenA}`)).status).toBe(404);
    expect((await getJson(server.url, `${base}/parent/${a.key}`)).status).toBe(404);
    expect((await getJson(server.url, `${base}/parent/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await send(server.url, 'PUT', `${base}/parent/${'x'.repeat(43)}`, { reactions: { '1': { reaction: 'like', comment: '' } } })).status).toBe(404);
    expect((await send(server.url, 'POST', `${base}/links/`, { key: 'y'.repeat(43), label: '新郎の母' })).status).toBe(404);
    const rows = await fx.db.select().from(parentLinks);
    expect(rows.some((r) => r.tokenHash === tokenA || r.secret === tokenA)).toBe(false);
    void b;
  });

  it('refuses bad answers and reactions with 400', async () => {
    for (const body of [
      { couple_name: '', answers: ANSWERS },
      { couple_name: 'ふたり', answers: {} },
      { couple_name: 'ふたり', answers: { '13': { choices: [], text: 'x' } } },
      { couple_name: 'ふたり', answers: { '4': { choices: ['キリスト教式', '人前式'], text: '' } } },
      { couple_name: 'ふたり', answers: { '4': { choices: ['海外'], text: '' } } },
      { couple_name: 'ふたり', answers: '{broken' },
    ]) expect((await send(server.url, 'POST', `${base}/`, body)).status).toBe(400);
    const { key } = await created();
    const link = await (await send(server.url, 'POST', `${base}/links/`, { key, label: '新郎の母' })).json();
    const token = link.path.split('/').pop();
    for (const reactions of [{ '1': { reaction: 'love', comment: '' } }, { '4': { reaction: 'like', comment: '' } }, {}, { '1': { reaction: 'like', comment: 'x'.repeat(501) } }]) {
      expect((await send(server.url, 'PUT', `${base}/parent/${token}`, { reactions })).status).toBe(400);
    }
  });
});
