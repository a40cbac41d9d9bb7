import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { contactSubmissions, mailOutbox } from '../../../server/db/schema';
import { issueFillToken } from '../../../server/contact/fillToken';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { csrfHeaders } from '../fairs/support';

const path = (id = 1) => `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`;
const valid = (over: Record<string, string> = {}) => ({
  'your-name': '佐藤 美咲',
  'your-email': 'Misaki@Example.com',
  'your-subject': '掲載情報について',
  'your-message': '式場の住所が変わっているようです。',
  'your-consent': '1',
  'your-website': '',
  _musubi_fill_token: issueFillToken(Date.now() - 5000),
  ...over,
});

describeEachDb('contact form (Contact Form 7 feedback)', (fx) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  beforeEach(() => {
    process.env.RATE_LIMIT_MULTIPLIER = '1000';
    setRateStore(memoryStore());
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
  });

  async function post(fields: Record<string, string>, id = 1): Promise<Response> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    // The browser's path: /wp-json/* is rewritten to this prefix (server/web/pathRewrites.js).
    return fetch(`${server.url}/api/__ext${path(id)}`, { method: 'POST', body: form, headers: csrfHeaders() });
  }

  it('mail_sent: stored, then a notice and an acknowledgement queued in the outbox', async () => {
    const res = await post(valid());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ contact_form_id: 1, status: 'mail_sent', message: expect.stringMatching(/受け付けました/), invalid_fields: [] });
    const [row] = await fx.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, 'misaki@example.com'));
    expect(row).toMatchObject({ formId: 1, name: '佐藤 美咲', subject: '掲載情報について', status: 'mail_sent' });
    const mails = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `contact:${row.id}`));
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([['contact_acknowledgement', 'misaki@example.com'], ['contact_notice', 'support@musubi.example']]);
  });

  it('validation_failed: each invalid field with its Japanese message, nothing stored', async () => {
    const before = (await fx.db.select().from(contactSubmissions)).length;
    const body = await (await post(valid({ 'your-name': ' ', 'your-email': 'misaki@', 'your-subject': '雑談', 'your-message': '', 'your-consent': '' }))).json();
    expect(body.status).toBe('validation_failed');
    expect(body.message).toMatch(/入力内容に問題があります/);
    expect(body.invalid_fields).toEqual([
      { field: 'your-name', message: 'お名前を入力してください' },
      { field: 'your-email', message: 'メールアドレスの形式で入力してください' },
      { field: 'your-subject', message: 'お問い合わせの種類を選択してください' },
      { field: 'your-message', message: 'お問い合わせ内容を入力してください' },
      { field: 'your-consent', message: 'プライバシーポリシーへの同意が必要です' },
    ]);
    const tooLong = await (await post(valid({ 'your-email': '', 'your-message': 'あ'.repeat(2001) }))).json();
    expect(tooLong.invalid_fields).toEqual([
      { field: 'your-email', message: 'メールアドレスを入力してください' },
      { field: 'your-message', message: 'お問い合わせ内容は2000文字以内で入力してください' },
    ]);
    expect((await fx.db.select().from(contactSubmissions)).length).toBe(before);
  });

  it('spam: a filled honeypot, a form sent too fast, a forged or missing token — nothing stored', async () => {
    const before = (await fx.db.select().from(contactSubmissions)).length;
    const cases: Record<string, string>[] = [{ 'your-website': 'http://spam.example' }, { _musubi_fill_token: issueFillToken(Date.now()) }, { _musubi_fill_token: `${Date.now() - 5000}.forgedforgedforgedforged` }, { _musubi_fill_token: '' }];
    for (const over of cases) {
      const body = await (await post(valid(over))).json();
      expect(body).toMatchObject({ status: 'spam', invalid_fields: [] });
    }
    expect((await fx.db.select().from(contactSubmissions)).length).toBe(before);
  });

  it('spam: over the rate limit (5 in 10 minutes per address)', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await (await post(valid({ 'your-email': `r${i}@example.com` }))).json()).status);
    expect(statuses).toEqual(['mail_sent', 'mail_sent', 'mail_sent', 'mail_sent', 'mail_sent', 'spam']);
  });

  it('accepts exactly one address: a list, a display name, a header break or a quoted part is refused in Japanese', async () => {
    const before = (await fx.db.select().from(mailOutbox)).length;
    for (const email of ['a@b.c,victim', 'a@b.c, victim@example.com', 'a@b.c;victim@example.com', '佐藤 <a@b.c>', '<a@b.c>', 'a@b.c\r\nBcc: victim@example.com', '"a,b"@example.com', 'a(x)@example.com', 'a@[127.0.0.1]', 'a@localhost']) {
      const body = await (await post(valid({ 'your-email': email }))).json();
      expect(body.status).toBe('validation_failed');
      expect(body.invalid_fields).toEqual([{ field: 'your-email', message: 'メールアドレスの形式で入力してください' }]);
    }
    expect((await fx.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('the acknowledgement repeats neither the name nor the message', async () => {
    await post(valid({ 'your-name': '当選おめでとう', 'your-message': 'http://spam.example を今すぐ開いてください', 'your-email': 'ack@example.com' }));
    const [ack] = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ack@example.com'));
    expect(ack.kind).toBe('contact_acknowledgement');
    expect(ack.body).toMatch(/受付番号：\d+/);
    expect(ack.body + ack.subject).not.toMatch(/当選|spam\.example/);
    // The desk still gets it all.
    const [notice] = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, ack.reference!)).then((rows) => rows.filter((r) => r.kind === 'contact_notice'));
    expect(notice.body).toContain('spam.example');
  });

  it('acknowledgements are limited per recipient and per client address; the desk gets every submission', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const send = (email: string, ip: string) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(valid({ 'your-email': email }))) form.append(k, v);
        return fetch(`${server.url}/api/__ext${path()}`, { method: 'POST', body: form, headers: { ...csrfHeaders(), 'x-forwarded-for': ip } }).then((r) => r.json());
      };
      const acks = async (email: string) => (await fx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
      for (let i = 0; i < 5; i++) expect((await send('victim@example.com', `192.0.2.${i + 1}`)).status).toBe('mail_sent');
      expect(await acks('victim@example.com')).toBe(3);
      for (let i = 0; i < 12; i++) expect((await send(`v${i}@example.com`, '192.0.2.99')).status).toBe('mail_sent');
      let total = 0;
      for (let i = 0; i < 12; i++) total += await acks(`v${i}@example.com`);
      expect(total).toBe(10);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('an unknown form is 404; NUL bytes and missing CSRF are refused', async () => {
    expect((await post(valid(), 99)).status).toBe(404);
    expect((await post(valid({ 'your-message': 'a\u0000b' }))).status).toBe(400);
    const form = new FormData();
    form.append('your-name', 'x');
    expect((await fetch(`${server.url}/api/__ext${path()}`, { method: 'POST', body: form })).status).toBe(403);
  });
});
