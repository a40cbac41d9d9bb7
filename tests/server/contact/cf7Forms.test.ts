jest.setTimeout(60000);

import { eq } from 'drizzle-orm';
import { describeEachDb } from '../support/testDb';
import { startApiServer, type TestServer } from '../support/httpServer';
import { FAKE_WP_AUTH, startFakeWordpress, type FakeWordpress } from '../../support/fakeWordpress';
import { cf7Forms, contactSubmissions, mailOutbox, magazinePosts } from '../../../server/db/schema';
import { issueFillToken } from '../../../server/contact/fillToken';
import { memoryStore, setRateStore } from '../../../server/http/rateLimit';
import { importWxr } from '../../../server/magazine/wxr/importWxr';
import { syncOnce } from '../../../server/magazine/wordpress/sync';
import { csrfHeaders } from '../fairs/support';

const TEMPLATE = `<label> お名前（必須）
    [text* your-name] </label>
<label> メールアドレス（必須）
    [email* your-email] </label>
<label> ご希望の相談内容
    [select consult-kind "式場選び" "ドレス選び" "費用の相談"] </label>
<label> ご相談内容
    [textarea your-message] </label>
[acceptance your-consent] 個人情報の取り扱いに同意します [/acceptance]
[submit "相談を申し込む"]`;

const serialize = (entries: Record<string, string>) =>
  `a:${Object.keys(entries).length}:{${Object.entries(entries).map(([k, v]) => `s:${Buffer.byteLength(k)}:"${k}";s:${Buffer.byteLength(v)}:"${v}";`).join('')}}`;

const WXR = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/">
<channel><link>https://blog.example.jp</link><wp:base_site_url>https://blog.example.jp</wp:base_site_url>
<wp:author><wp:author_login>misaki</wp:author_login><wp:author_display_name>佐藤 美咲</wp:author_display_name></wp:author>
<item><title>ブライダルフェア相談会のお申し込み</title><wp:post_id>812</wp:post_id><wp:post_type>wpcf7_contact_form</wp:post_type><wp:status>publish</wp:status>
<wp:postmeta><wp:meta_key>_form</wp:meta_key><wp:meta_value><![CDATA[${TEMPLATE}]]></wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_mail</wp:meta_key><wp:meta_value><![CDATA[${serialize({ subject: '相談会の申し込み', recipient: 'fair-desk@wedding.example', body: '[your-message]' })}]]></wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_messages</wp:meta_key><wp:meta_value><![CDATA[${serialize({ mail_sent_ok: 'お申し込みありがとうございます。担当者よりご連絡します。', invalid_required: '入力してください。' })}]]></wp:meta_value></wp:postmeta>
</item>
<item><title>ブライダルフェアの選び方</title><link>https://blog.example.jp/fair-guide/</link><dc:creator>misaki</dc:creator><wp:post_id>1201</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><wp:post_name>fair-guide</wp:post_name>
<wp:post_date_gmt>2026-03-01 01:00:00</wp:post_date_gmt><wp:post_modified_gmt>2026-03-01 01:00:00</wp:post_modified_gmt><wp:post_password></wp:post_password>
<content:encoded><![CDATA[フェアは2〜3件回るのがおすすめです。

[contact-form-7 id="812" title="ブライダルフェア相談会のお申し込み"]

お気軽にどうぞ。]]></content:encoded></item>
</channel></rss>`;

describeEachDb('Contact Form 7 forms', (fx) => {
  let server: TestServer;
  let wp: FakeWordpress;
  beforeAll(async () => {
    server = await startApiServer();
    wp = await startFakeWordpress();
  });
  beforeEach(() => {
    process.env.RATE_LIMIT_MULTIPLIER = '1000';
    setRateStore(memoryStore());
  });
  afterAll(async () => {
    setRateStore(null);
    await server.close();
    await wp.close();
  });

  const post = (id: number, fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ 'your-website': '', _musubi_fill_token: issueFillToken(Date.now() - 5000), ...fields })) for (const x of [v].flat()) form.append(k, x);
    return fetch(`${server.url}/api/__ext/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`, { method: 'POST', body: form, headers: csrfHeaders() });
  };

  it('imports a form from the export with its fields, choices, messages and one recipient; the shortcode becomes its slot', async () => {
    const report = await importWxr(fx.db, WXR);
    expect(report.shortcodes.replaced['contact-form-7']).toBe(1);
    const [form] = await fx.db.select().from(cf7Forms).where(eq(cf7Forms.id, 812));
    expect(form).toMatchObject({ title: 'ブライダルフェア相談会のお申し込み', recipient: 'fair-desk@wedding.example', mailSubject: '相談会の申し込み', submitLabel: '相談を申し込む', source: 'wxr' });
    expect(form.fields.map((f) => f.name)).toEqual(['your-name', 'your-email', 'consult-kind', 'your-message', 'your-consent']);
    const [article] = await fx.db.select().from(magazinePosts).where(eq(magazinePosts.wpPostId, 1201));
    expect(article.content).toContain('<div class="wpcf7-slot" data-form-id="812"></div>');
    const res = await fetch(`${server.url}/api/__ext/wp-json/contact-form-7/v1/contact-forms/812`);
    expect(res.status).toBe(200);
    const def = await res.json();
    expect(def).toMatchObject({ id: 812, submit_label: '相談を申し込む' });
    expect(JSON.stringify(def)).not.toContain('fair-desk');
    expect((await fetch(`${server.url}/api/__ext/wp-json/contact-form-7/v1/contact-forms/999`)).status).toBe(404);
  });

  it('checks a submission against the form, then mails the form recipient through the outbox', async () => {
    const bad = await (await post(812, { 'your-name': '', 'your-email': 'a@b.c, victim@example.com', 'consult-kind': '式場見学' })).json();
    expect(bad.status).toBe('validation_failed');
    expect(bad.invalid_fields.map((f: { field: string }) => f.field).sort()).toEqual(['consult-kind', 'your-consent', 'your-email', 'your-name']);
    expect(bad.invalid_fields.find((f: { field: string }) => f.field === 'your-name').message).toBe('入力してください。');

    const ok = await (await post(812, { 'your-name': '山本 彩花', 'your-email': 'ayaka@example.com', 'consult-kind': 'ドレス選び', 'your-message': '6月の土曜日に伺いたいです。', 'your-consent': '1' })).json();
    expect(ok).toEqual({ contact_form_id: 812, status: 'mail_sent', message: 'お申し込みありがとうございます。担当者よりご連絡します。', invalid_fields: [] });
    const [row] = await fx.db.select().from(contactSubmissions).where(eq(contactSubmissions.formId, 812));
    expect(row).toMatchObject({ name: '山本 彩花', email: 'ayaka@example.com', status: 'mail_sent' });
    const mails = await fx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, `contact:${row.id}`));
    // One mail, to the form's one recipient; nothing to the address the sender typed.
    expect(mails.map((m) => m.toAddress)).toEqual(['fair-desk@wedding.example']);
    expect(mails[0].body).toContain('ご希望の相談内容：ドレス選び');
    expect((await (await post(812, { 'your-website': 'http://spam.example' })).json()).status).toBe('spam');
    expect((await post(4242, {})).status).toBe(404);
  });

  it('reads the live site forms (Contact Form 7 REST API); a recipient that is not one address goes to the desk', async () => {
    wp.forms.set(901, { id: 901, hash: 'a1b2c3d', title: '取材のご依頼', form: '<label> 媒体名 [text* media] </label> <label> ご連絡先 [email* your-email] </label> [submit "送信"]', recipient: '[_site_admin_email]', subject: '取材依頼', messages: {} });
    const result = await syncOnce(fx.db, { url: wp.url, intervalSeconds: 60, auth: FAKE_WP_AUTH, webhookSecret: null }, { full: true });
    expect(result.forms).toBe(1);
    const [form] = await fx.db.select().from(cf7Forms).where(eq(cf7Forms.id, 901));
    expect(form).toMatchObject({ hash: 'a1b2c3d', source: 'live', recipient: process.env.CONTACT_MAIL_TO || 'support@musubi.example' });
    expect(form.fields.map((f) => [f.name, f.label, f.required])).toEqual([['media', '媒体名', true], ['your-email', 'ご連絡先', true]]);
  });

  it('places a form named by its CF7 5.8 hash id, from the live site or an export, and leaves an unknown hash empty', async () => {
    // The live site's form 901 (hash a1b2c3d…) came with the previous test; an export's form carries _hash.
    await fx.db.update(cf7Forms).set({ hash: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' }).where(eq(cf7Forms.id, 901));
    const xml = WXR.replace('<wp:post_id>812</wp:post_id>', '<wp:post_id>813</wp:post_id>')
      .replace('<wp:postmeta><wp:meta_key>_form</wp:meta_key>', '<wp:postmeta><wp:meta_key>_hash</wp:meta_key><wp:meta_value><![CDATA[0F9E8D7C6B5A49382716051423324150617F8E9D]]></wp:meta_value></wp:postmeta><wp:postmeta><wp:meta_key>_form</wp:meta_key>')
      .replace('<wp:post_id>1201</wp:post_id>', '<wp:post_id>1202</wp:post_id>')
      .replace('fair-guide/', 'fair-guide-2/').replace('<wp:post_name>fair-guide</wp:post_name>', '<wp:post_name>fair-guide-2</wp:post_name>')
      .replace('[contact-form-7 id="812" title="ブライダルフェア相談会のお申し込み"]', '[contact-form-7 id="a1b2c3d" title="取材のご依頼"]\n\n[contact-form-7 id="0f9e8d7" title="相談会"]\n\n[contact-form-7 id="fffffff" title="消えたフォーム"]');
    await importWxr(fx.db, xml);
    const [from] = await fx.db.select().from(cf7Forms).where(eq(cf7Forms.id, 813));
    expect(from.hash).toBe('0f9e8d7c6b5a49382716051423324150617f8e9d');
    const res = await fetch(`${server.url}/api/web/post?id=1202&page=1`);
    expect(res.status).toBe(200);
    const { content } = (await res.json()) as { content: string };
    expect(content).toContain('data-form-id="901"');
    expect(content).toContain('data-form-id="813"');
    expect(content).toContain('data-form-id="fffffff"');
    expect(content).not.toContain('a1b2c3d');
  });
});
