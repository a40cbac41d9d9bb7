import type { Page } from 'playwright-core';
import { baseURL, collectErrors, sharedBrowser } from './support/browser';

jest.setTimeout(120000);

const browser = sharedBrowser();

/** A link shown on the page as an absolute URL (SITE_URL's host), opened on the test server. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function answerAll(page: Page, pick: 'first' | 'last'): Promise<void> {
  const groups = page.locator('fieldset');
  const n = await groups.count();
  for (let i = 0; i < n; i++) {
    const radios = groups.nth(i).locator('input[type=radio]');
    await (pick === 'first' ? radios.first() : radios.last()).check();
  }
}

describe('couple and family tools', () => {
  it('both partners answer the diagnosis on their own phones and each sees the result', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto('/diagnosis/');
    await Promise.all([page.waitForURL(/\/diagnosis\/[A-Za-z0-9_-]{22}\/\?respondent=1$/), page.getByRole('button', { name: '診断をはじめる' }).click()]);
    await page.getByLabel('ニックネーム（任意）').fill('みさき');
    // An unanswered question is pointed out before anything is sent.
    await page.getByRole('button', { name: '回答して結果を見る' }).click();
    expect(await page.getByText('選択してください').count()).toBe(10);
    await answerAll(page, 'first');
    await Promise.all([page.waitForURL(/\/thanks\/\?respondent=1$/), page.getByRole('button', { name: '回答して結果を見る' }).click()]);
    const partnerUrl = await page.getByLabel('パートナー用リンクのURL').inputValue();
    expect(partnerUrl).toMatch(/\?respondent=2$/);

    const partnerContext = await browser().newContext();
    const partner = await partnerContext.newPage();
    await partner.goto(pathOf(partnerUrl));
    expect(await partner.getByText('パートナーから診断が届きました', { exact: false }).isVisible()).toBe(true);
    await partner.getByLabel('ニックネーム（任意）').fill('けんた');
    await answerAll(partner, 'last');
    await Promise.all([partner.waitForURL(/\/thanks\/\?respondent=2$/), partner.getByRole('button', { name: '回答して結果を見る' }).click()]);
    await Promise.all([partner.waitForURL(/\/answer\/\?respondent=2$/), partner.getByRole('link', { name: 'ふたりの結果を見る' }).click()]);
    // The URL changes as the client navigation starts; wait for the result page itself.
    await partner.getByRole('region', { name: 'みさきさんのタイプ' }).waitFor({ state: 'visible' });
    await partner.getByRole('region', { name: 'けんたさんのタイプ' }).waitFor({ state: 'visible' });

    await page.goto(page.url().replace('/thanks/', '/answer/'));
    expect(await page.getByRole('region', { name: 'けんたさんのタイプ' }).locator('h2').textContent()).toBeTruthy();
    expect(await page.getByRole('heading', { name: /考えが違うところと話し合いのヒント/ }).isVisible()).toBe(true);
    const search = page.getByRole('link', { name: /に合う式場を探す/ }).first();
    expect(await search.getAttribute('href')).toMatch(/^\/halls\/search\/\?k=.*&t=.*&people=\d+$/);
    expect(errors.messages).toEqual([]);
    await partnerContext.close();
  });

  it('「前回の診断」 is kept in her account: answered signed in on one phone, found on another after logging in', async () => {
    const login = async (page: Page) => {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
      await page.getByLabel(/パスワード/).fill('Musubi2026');
      await Promise.all([page.waitForURL(/\/account/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
    };
    const first = await browser().newContext();
    const phone = await first.newPage();
    await login(phone);
    await phone.goto('/diagnosis/');
    await Promise.all([phone.waitForURL(/\/diagnosis\/[A-Za-z0-9_-]{22}\/\?respondent=1$/), phone.getByRole('button', { name: '診断をはじめる' }).click()]);
    const id = new URL(phone.url()).pathname.split('/')[2];
    // The questions page arrives by the client router: let its form settle before she answers.
    await phone.waitForLoadState('networkidle');
    await answerAll(phone, 'last');
    await Promise.all([phone.waitForURL(/\/thanks\/\?respondent=1$/), phone.getByRole('button', { name: '回答して結果を見る' }).click()]);
    await first.close();

    // Another phone: nothing in its browser, only her account.
    const second = await browser().newContext();
    const other = await second.newPage();
    await login(other);
    expect(await other.evaluate(() => window.localStorage.getItem('musubi_last_diagnosis'))).toBeNull();
    for (const path of ['/account', '/diagnosis/']) {
      await other.goto(path);
      const link = other.getByRole('link', { name: '前回の診断' });
      expect(await link.getAttribute('href')).toBe(`/diagnosis/${id}/answer/?respondent=1`);
    }
    await Promise.all([other.waitForURL(new RegExp(`/diagnosis/${id}/answer/\\?respondent=1$`)), other.getByRole('link', { name: '前回の診断' }).click()]);
    await other.getByRole('heading', { level: 1 }).waitFor();
    await second.close();
  });

  it("the couple fills the parents' questionnaire, a parent reacts by the link, the couple sees the reaction", async () => {
    const page = await browser().newPage();
    await page.goto('/parents/');
    await page.getByLabel('ふたりのお名前').fill('健太・美咲');
    await page.getByRole('group', { name: '1. 挙げたい季節・時間帯' }).getByLabel('秋（9〜11月）').check();
    await page.getByRole('group', { name: '2. 日柄（六曜）' }).getByLabel('大安').check();
    await page.getByLabel('挙げたい地域', { exact: true }).selectOption('東京都');
    await page.getByLabel('親御さんへのメッセージ（補足）').fill('いつもありがとう。');
    await Promise.all([page.waitForURL(/\/parents\/\?key=/), page.getByRole('button', { name: '保存して親御さんに送る' }).click()]);
    await page.getByLabel('宛先').selectOption('新婦の母');
    await page.getByRole('button', { name: 'リンクを作る' }).click();
    await page.getByRole('status').filter({ hasText: '新婦の母へのリンクを作りました' }).waitFor();
    const link = await page.getByLabel('新婦の母へのリンクのURL').inputValue();

    const parentContext = await browser().newContext();
    const parent = await parentContext.newPage();
    const res = await parent.goto(pathOf(link));
    expect(res?.status()).toBe(200);
    // Spoken to as 「お母さま」, in text of at least 16 px with choices 52 px tall, under a header with
    // nothing to log in to or search.
    await parent.getByText(/^新婦のお母さまへ。/).waitFor();
    const sizes = await parent.locator('main p, main label, main legend').evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    const heights = await parent.locator('main fieldset label:has(input[type="radio"])').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(52);
    expect(await parent.getByRole('banner').getByRole('link', { name: /ログイン/ }).count()).toBe(0);
    expect(await parent.getByRole('search').count()).toBe(0);
    expect(await parent.getByRole('navigation', { name: 'メインメニュー' }).count()).toBe(0);
    await parent.getByRole('group', { name: '挙げたい季節・時間帯' }).getByLabel('ちょっと…').check();
    await parent.getByLabel('挙げたい季節・時間帯へのコメント').fill('秋は親戚の行事が多いの');
    await parent.getByRole('group', { name: '日柄（六曜）' }).getByLabel('いいね').check();
    await parent.getByRole('button', { name: 'リアクションを送る' }).click();
    await parent.getByRole('status').filter({ hasText: 'リアクションを送りました' }).waitFor();
    // The notice stays while she looks the page over again.
    await parent.getByRole('group', { name: '日柄（六曜）' }).scrollIntoViewIfNeeded();
    expect(await parent.getByRole('status').filter({ hasText: 'リアクションを送りました' }).isVisible()).toBe(true);
    await parentContext.close();

    await page.reload();
    const table = page.getByRole('region', { name: '質問ごとのリアクション一覧' });
    expect(await table.getByRole('columnheader', { name: '新婦の母' }).isVisible()).toBe(true);
    const concern = table.locator('td[data-reaction="concern"]');
    expect(await concern.textContent()).toContain('ちょっと…');
    expect(await concern.textContent()).toContain('秋は親戚の行事が多いの');
    expect(await concern.textContent()).toContain('話し合いのヒント');
    expect(await table.locator('td[data-reaction="like"]').textContent()).toContain('いいね');
    // The parent's link opens that questionnaire only: a made-up one is a 404.
    expect((await fetch(`${baseURL}/parents/r/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('the contact form: an invalid send shows each message, a valid one goes to /thankyou?fid=', async () => {
    const page = await browser().newPage();
    await page.goto('/');
    await Promise.all([page.waitForURL(/\/contact$/), page.getByRole('contentinfo').getByRole('link', { name: 'お問い合わせ' }).click()]);
    const shownAt = Date.now();
    await page.getByRole('button', { name: '送信する' }).click();
    // Each field's message (the form's check loads with its first use, so they appear a moment after the tap).
    for (const m of ['お名前を入力してください', 'メールアドレスを入力してください', 'お問い合わせの種類を選択してください', 'お問い合わせ内容を入力してください', 'プライバシーポリシーへの同意が必要です']) {
      // Beside its field, and as a link in the error summary above the form.
      await page.locator('form p[id$="-error"]', { hasText: m }).waitFor();
      await page.getByRole('alert').getByRole('link', { name: m }).waitFor();
    }
    expect(await page.getByRole('button', { name: '送信する' }).isEnabled()).toBe(true);
    await page.getByLabel('お名前').fill('佐藤 美咲');
    await page.getByLabel('メールアドレス').fill('misaki@example.com');
    await page.getByLabel('お問い合わせの種類').selectOption('サイトの使い方について');
    await page.getByLabel('お問い合わせ内容').fill('クリップした式場を家族と共有する方法を教えてください。');
    await page.getByLabel('プライバシーポリシーに同意する').check();
    // A person takes a moment to fill the form; the server refuses instant posts as spam.
    await page.waitForFunction((t) => Date.now() > t, shownAt + 2500);
    await page.getByRole('button', { name: '送信する' }).click();
    const refused = page.getByRole('form', { name: 'お問い合わせフォーム' }).getByRole('alert').filter({ hasNotText: '入力内容に問題があります' });
    await Promise.race([page.waitForURL(/\/thankyou\?fid=1$/), refused.waitFor().then(async () => { throw new Error(`refused: ${await refused.textContent()}`); })]);
    // The URL changes before the new page has rendered: wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'お問い合わせありがとうございました' }).waitFor();
  });

  it('the 顔合わせ template fills in and prints as a しおり on A4', async () => {
    const page = await browser().newPage();
    await page.goto('/lp/kaoawase_template');
    expect(await page.locator('a[href^="/halls/"]').count()).toBeGreaterThan(1);
    await page.getByLabel('新郎のお名前').fill('山田 健太');
    await page.getByLabel('新婦のお名前').fill('佐藤 美咲');
    await page.getByLabel('新郎側の家族（1行に1人）').fill('父 山田 一郎\n母 山田 和子');
    await page.getByLabel('日にち').fill('2027-03-20');
    await page.getByLabel('場所').fill('ホテル椿 日本料理「さくら」個室');
    await page.getByLabel('A4').check();
    const shiori = page.getByRole('article', { name: '顔合わせのしおり（プレビュー）' });
    expect(await shiori.textContent()).toContain('山田 健太・佐藤 美咲');
    expect(await shiori.textContent()).toContain('2027年3月20日(土)');
    expect(await shiori.getByText('母 山田 和子').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await shiori.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'しおりの内容' }).isVisible()).toBe(false);
    expect(await page.locator('#__next > header').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: '費用の目安' }).isVisible()).toBe(false);
    expect(await shiori.evaluate((el) => getComputedStyle(el).getPropertyValue('page'))).toBe('a4');
    await page.emulateMedia({ media: 'screen' });
  });

  it('every tool page answers at 320 px without sideways scroll; unknown ids are 404', async () => {
    const context = await browser().newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const path of ['/diagnosis/', '/parents/', '/lp/kaoawase_template', '/contact', '/thankyou?fid=1', '/enquete/?version=2026-satisfaction', '/special/']) {
      const res = await page.goto(path);
      expect([path, res?.status()]).toEqual([path, 200]);
      expect([path, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, 320]);
      expect(await page.locator('h1').count()).toBe(1);
    }
    expect(await page.getByText('現在、このキャンペーンは実施していません').isVisible()).toBe(true);
    for (const path of ['/diagnosis/AAAAAAAAAAAAAAAAAAAAAA/', '/diagnosis/AAAAAAAAAAAAAAAAAAAAAA/answer/?respondent=1', '/thankyou?fid=9', '/enquete/?version=none', '/parents/?key=' + 'k'.repeat(43)]) {
      expect([path, (await fetch(`${baseURL}${path}`)).status]).toEqual([path, 404]);
    }
    await context.close();
  });
});
