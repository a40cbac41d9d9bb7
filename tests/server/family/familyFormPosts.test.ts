jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { insertMinimalHall } from '../support/fixtures';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { DIAGNOSIS_QUESTIONS } from '../../../lib/family/diagnosis';
import { ENQUETE_VERSIONS } from '../../../lib/family/enqueteVersions';
import { enqueteVersions } from '../../../server/db/schema';
import { agent, signUp, VALID_USER } from '../accounts/agent';
import { getServerSideProps as diagnosisPage } from '../../../pages/diagnosis/[id]/index';
import { getServerSideProps as diagnosisStartPage } from '../../../pages/diagnosis/index';
import { getServerSideProps as enquetePage } from '../../../pages/enquete/index';
import { getServerSideProps as parentsPage } from '../../../pages/parents/index';
import { getServerSideProps as parentPage } from '../../../pages/parents/r/[token]';
import { PARENT_QUESTIONS } from '../../../lib/family/parents';

describeEachDb('couple tools posted without scripts (server/forms)', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    await insertMinimalHall(fx.db);
    await fx.db.insert(enqueteVersions).values(ENQUETE_VERSIONS.map((v) => ({ version: v.version, title: v.title, questions: v.questions })));
    server = await startFormPageServer({
      '/diagnosis/': { gssp: diagnosisStartPage as never },
      '/diagnosis/:id/': { gssp: diagnosisPage as never, params: (p) => (/^\/diagnosis\/([^/]+)\/$/.exec(p) ? { id: p.split('/')[2] } : null) },
      '/enquete/': { gssp: enquetePage as never },
      '/parents/': { gssp: parentsPage as never },
      '/parents/r/:token': { gssp: parentPage as never, params: (p) => { const m = /^\/parents\/r\/([^/?]+)$/.exec(p); return m ? { token: m[1] } : null; } },
    });
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('diagnosis: a question left is said on the page with the answers kept; all answered → 303 to the thanks page', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    const { id } = await (await a.post('/api/v3/wn/both_diagnosis/', {})).json();
    const b = formBrowser(server.url);
    const { props } = await b.open(`/diagnosis/${id}/?respondent=1`);
    expect(props.form.csrf).toMatch(/\./);
    const all = Object.fromEntries(DIAGNOSIS_QUESTIONS.map((q) => [q.id, q.options[0].key]));
    const [first, ...rest] = DIAGNOSIS_QUESTIONS;
    const partial = Object.fromEntries(rest.map((q) => [q.id, q.options[0].key]));
    const refused = await b.submit(`/diagnosis/${id}/?respondent=1`, { nickname: 'みさき', ...partial });
    expect(refused.res.status).toBe(400);
    expect(refused.props!.form.posted.issues).toEqual([{ field: first.id, message: '選択してください' }]);
    expect(refused.props!.form.posted.values).toMatchObject({ nickname: 'みさき', [rest[0].id]: rest[0].options[0].key });
    expect((await b.submit(`/diagnosis/${id}/?respondent=1`, { ...all }, { csrf: 'forged.token' })).res.status).toBe(403);
    expect((await b.submit(`/diagnosis/${id}/?respondent=1`, { [first.id]: 'x\u0000' })).res.status).toBe(400);
    const done = await b.submit(`/diagnosis/${id}/?respondent=1`, { nickname: 'みさき', ...all });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/diagnosis/${id}/thanks/?respondent=1`);
    expect(await (await a.get(`/api/v3/wn/both_diagnosis/${id}/`)).json()).toMatchObject({ answered: [1] });
    // Answered: her page is the result now (303, so a repeated post is not sent on).
    expect((await b.submit(`/diagnosis/${id}/?respondent=1`, { ...all })).res.status).toBe(303);
  });

  it('diagnosis: a member who answers signed in (without scripts) is offered 「前回の診断」 by the start page from her account; a guest is not', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    expect((await signUp(a, fx.db, { ...VALID_USER, email: 'diagnosis-member@example.jp' })).status).toBe(200);
    const { id } = await (await a.post('/api/v3/wn/both_diagnosis/', {})).json();
    const b = formBrowser(server.url);
    b.cookies.set('musubi_sid', a.cookies.get('musubi_sid')!);
    expect((await b.open('/diagnosis/')).props.accountLast).toBeNull();
    await b.open(`/diagnosis/${id}/?respondent=1`);
    const all = Object.fromEntries(DIAGNOSIS_QUESTIONS.map((q) => [q.id, q.options[0].key]));
    expect((await b.submit(`/diagnosis/${id}/?respondent=1`, { nickname: 'みさき', ...all })).res.status).toBe(303);
    const start = await b.open('/diagnosis/');
    expect(start.res.headers.get('cache-control')).toBe('private, no-store');
    expect(start.props.accountLast).toMatchObject({ answer_path: `/diagnosis/${id}/answer/?respondent=1` });
    expect((await formBrowser(server.url).open('/diagnosis/')).props.accountLast).toBeNull();
  });

  it('enquete: a member’s answers, refused with the server’s messages, then 303 back to the thanks', async () => {
    const a = agent(server.url);
    await a.primeCsrf();
    expect((await signUp(a, fx.db, { ...VALID_USER, email: 'enquete@example.jp' })).status).toBe(200);
    const b = formBrowser(server.url);
    b.cookies.set('musubi_sid', a.cookies.get('musubi_sid')!);
    const page = '/enquete/?version=2026-satisfaction';
    const { res: opened, props } = await b.open(page);
    expect(opened.status).toBe(200);
    expect(props.view.signed_in).toBe(true);
    const refused = await b.submit(page, { 'eq-overall': '4' });
    expect(refused.res.status).toBe(400);
    expect(refused.props!.form.posted.issues.map((i: { field: string }) => i.field)).toEqual(expect.arrayContaining(['used', 'stage', 'recommend']));
    expect(refused.props!.form.posted.values['eq-overall']).toBe('4');
    const done = await b.submit(page, { 'eq-overall': '4', 'eq-used': ['式場検索', '口コミ'], 'eq-stage': '式場見学中', 'eq-recommend': '5', 'eq-comment': 'スクリプトなしでも送れました' });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe('/enquete/?version=2026-satisfaction');
    expect((await b.open(page)).props.view.answered).toBe(true);
  });

  it('parents’ questionnaire: the cached guide’s form comes back once with a token, then 303 to the couple’s page', async () => {
    const b = formBrowser(server.url);
    const guide = await b.open('/parents/');
    expect(guide.props.form).toBeNull();
    expect(guide.res.headers.get('cache-control')).toMatch(/s-maxage/);
    const [single, multi] = [PARENT_QUESTIONS.find((q) => q.kind === 'single')!, PARENT_QUESTIONS.find((q) => q.kind === 'multi')!];
    const fields = { couple_name: '健太・美咲', [`q${single.id}`]: single.options[0], [`q${multi.id}`]: multi.options.slice(0, 2), [`q${multi.id}-text`]: '両家で相談したいです' };
    const again = await b.submit('/parents/', fields, { csrf: null });
    expect(again.res.status).toBe(400);
    expect(again.res.headers.get('cache-control')).toBe('private, no-store');
    expect(again.props!.form.posted.message).toMatch(/もう一度送信してください/);
    expect(again.props!.form.posted.values).toMatchObject({ couple_name: '健太・美咲' });
    const empty = await b.submit('/parents/', { couple_name: ' ' });
    expect(empty.res.status).toBe(400);
    expect(empty.props!.form.posted.issues).toEqual([{ field: 'couple_name', message: 'ふたりのお名前を入力してください' }, { field: 'form', message: '1つ以上の質問に回答してください' }]);
    expect((await b.submit('/parents/', fields, { csrf: 'forged.token' })).res.status).toBe(403);
    const done = await b.submit('/parents/', fields);
    expect(done.res.status).toBe(303);
    const key = /^\/parents\/\?key=([A-Za-z0-9_-]+)$/.exec(done.res.headers.get('location')!)![1];
    const mine = await b.open(`/parents/?key=${key}`);
    expect(mine.props.mine.data.couple_name).toBe('健太・美咲');
    expect(JSON.stringify(mine.props.mine.data)).toContain('両家で相談したいです');
  });

  it('a parent’s reactions: a post with none is said on the page, one with reactions 303s to the page that says it was sent', async () => {
    const b = formBrowser(server.url);
    const q = PARENT_QUESTIONS.find((x) => x.kind === 'single')!;
    await b.open('/parents/');
    await b.submit('/parents/', { couple_name: '健太・美咲', [`q${q.id}`]: q.options[0] }, { csrf: null });
    const made = await b.submit('/parents/', { couple_name: '健太・美咲', [`q${q.id}`]: q.options[0] });
    const key = /key=([A-Za-z0-9_-]+)$/.exec(made.res.headers.get('location')!)![1];
    const a = agent(server.url);
    await a.primeCsrf();
    const link = await (await a.post('/api/wn/parents_questionnaires/links/', { key, label: '新婦の母' })).json();
    const path = link.path as string;
    const parent = formBrowser(server.url);
    const shown = await parent.open(path);
    expect(shown.props.sent).toBe(false);
    expect(shown.props.form.csrf).toMatch(/\./);
    const none = await parent.submit(path, { [`c${q.id}`]: 'まだ決めていません' });
    expect(none.res.status).toBe(400);
    expect(none.props!.form.posted.message).toBe('リアクションを1つ以上選択してください');
    expect(none.props!.form.posted.values).toMatchObject({ [`c${q.id}`]: 'まだ決めていません' });
    expect((await parent.submit(path, { [`r${q.id}`]: 'like' }, { csrf: 'forged.token' })).res.status).toBe(403);
    const done = await parent.submit(path, { [`r${q.id}`]: 'concern', [`c${q.id}`]: '親戚とも相談したいです' });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`${path}?sent=1`);
    const after = await parent.open(`${path}?sent=1`);
    expect(after.props.sent).toBe(true);
    expect(after.props.view.reactions[String(q.id)]).toMatchObject({ reaction: 'concern', comment: '親戚とも相談したいです' });
  });
});
