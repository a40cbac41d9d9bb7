jest.setTimeout(60000);
import { describeEachDb } from '../support/testDb';
import { startFormPageServer } from '../support/formPages';
import { formBrowser } from '../support/formBrowser';
import type { TestServer } from '../support/httpServer';
import { contactSubmissions } from '../../../server/db/schema';
import { issueFillToken } from '../../../server/contact/fillToken';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { getServerSideProps as contactPage } from '../../../pages/contact';

const valid = (over: Record<string, string> = {}) => ({
  'your-name': '佐藤 美咲',
  'your-email': 'misaki@example.com',
  'your-subject': '掲載情報について',
  'your-message': '式場の住所が変わっているようです。',
  'your-consent': 'on',
  'your-website': '',
  _musubi_fill_token: issueFillToken(Date.now() - 5000),
  ...over,
});

describeEachDb('contact form posted without scripts (server/forms)', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startFormPageServer({ '/contact': { gssp: contactPage as never } });
  });
  beforeEach(() => setRateStore(memoryStore()));
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  it('stores it and answers 303 to the thank-you page', async () => {
    const b = formBrowser(server.url);
    const { props } = await b.open('/contact');
    expect(props.fillToken).toMatch(/^\d{13}\./);
    const { res } = await b.submit('/contact', valid());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thankyou?fid=1');
    const rows = await fx.db.select().from(contactSubmissions);
    expect(rows.some((r) => r.message === '式場の住所が変わっているようです。')).toBe(true);
  });

  it('shows each field’s Japanese message and keeps what she typed', async () => {
    const b = formBrowser(server.url);
    await b.open('/contact');
    const { res, props } = await b.submit('/contact', valid({ 'your-email': 'misaki@', 'your-consent': '', 'your-subject': '天気' }));
    expect(res.status).toBe(400);
    const { issues, values, message } = props!.form.posted;
    expect(issues).toEqual([
      { field: 'your-email', message: 'メールアドレスの形式で入力してください' },
      { field: 'your-subject', message: 'お問い合わせの種類を選択してください' },
      { field: 'your-consent', message: 'プライバシーポリシーへの同意が必要です' },
    ]);
    expect(message).toMatch(/[ぁ-ん]/);
    expect(values).toMatchObject({ 'your-name': '佐藤 美咲', 'your-message': '式場の住所が変わっているようです。' });
  });

  it('refuses a post without its token and a cross-site one, and never answers 500 to hostile input', async () => {
    const b = formBrowser(server.url);
    await b.open('/contact');
    expect((await b.submit('/contact', valid(), { csrf: null })).res.status).toBe(403);
    expect((await b.submit('/contact', valid(), { headers: { 'sec-fetch-site': 'cross-site' } })).res.status).toBe(403);
    for (const fields of [valid({ 'your-name': 'a\u0000b' }), valid({ 'your-message': 'あ'.repeat(30000) })]) {
      const { res } = await b.submit('/contact', fields);
      expect(res.status).toBe(400);
    }
    // A repeated field counts once (its first value), as the API reads it.
    expect((await b.submit('/contact', { ...valid(), 'your-message': ['一つ目', '二つ目'] })).res.status).toBe(303);
  });

  it('a post sent too quickly after the page came comes back once (values kept, an `again` token), then goes through', async () => {
    const b = formBrowser(server.url);
    const { props: shown } = await b.open('/contact');
    const before = (await fx.db.select().from(contactSubmissions)).length;
    // The token the page just gave: a person whose browser sent the form before its scripts arrived.
    const quick = await b.submit('/contact', valid({ _musubi_fill_token: shown.fillToken }));
    expect(quick.res.status).toBe(400);
    expect(quick.props!.form.posted.message).toBe('送信の確認のため、内容をご確認のうえ、もう一度送信してください。');
    expect(quick.props!.form.posted.values).toMatchObject({ 'your-name': '佐藤 美咲', 'your-message': '式場の住所が変わっているようです。' });
    expect(quick.props!.fillToken).toMatch(/^\d{13}\.a\./);
    expect((await fx.db.select().from(contactSubmissions)).length).toBe(before);
    const again = await b.submit('/contact', valid({ _musubi_fill_token: quick.props!.fillToken }));
    expect(again.res.status).toBe(303);
    expect(again.res.headers.get('location')).toBe('/thankyou?fid=1');
  });

  it('a quick post with mistakes shows each field’s message (not a bare refusal), and the next one goes through', async () => {
    const b = formBrowser(server.url);
    const { props: shown } = await b.open('/contact');
    const quick = await b.submit('/contact', { 'your-name': '佐藤 美咲', 'your-email': 'misaki@', 'your-website': '', _musubi_fill_token: shown.fillToken });
    expect(quick.res.status).toBe(400);
    expect(quick.props!.form.posted.issues).toContainEqual({ field: 'your-email', message: 'メールアドレスの形式で入力してください' });
    expect((await b.submit('/contact', valid({ _musubi_fill_token: quick.props!.fillToken }))).res.status).toBe(303);
  });

  it('a forged token earns no second chance', async () => {
    const b = formBrowser(server.url);
    await b.open('/contact');
    const forged = await b.submit('/contact', valid({ _musubi_fill_token: `${Date.now() - 5000}.forgedforgedforgedforged` }));
    expect(forged.res.status).toBe(400);
    expect(forged.props!.form.posted.message).toMatch(/メッセージの送信に失敗しました/);
    expect(forged.props!.fillToken).not.toMatch(/\.a\./);
  });
});
