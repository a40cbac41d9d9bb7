jest.setTimeout(240000);
import type { Page } from 'playwright-core';
import { collectErrors, launchBrowser, type E2EBrowser } from './support/browser';
import { confirmMailedLink, fillRegistration } from './support/register';
import { loginAs } from './support/login';
import { postReview } from './support/review';

let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Usable at 320 px: nothing wider than the screen. */
async function fitsSmallPhone(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path, { waitUntil: 'networkidle' });
  expect([path, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, 320]);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Staff press a button on a staff page in the card that shows `text`. */
async function staffAction(page: Page, path: string, text: string, button: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  const card = page.getByRole('listitem').filter({ hasText: text }).first();
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/staff/')), card.getByRole('button', { name: button }).click()]);
  await page.waitForLoadState('networkidle');
}

describe('rewards', () => {
  it('a member who attended a fair reviews it before the deadline, staff approve it, she applies for her fair gift and gets the code', async () => {
    const misaki = await loginAs(await browser.newContext(), 'misaki@example.com');
    const errors = collectErrors(misaki, [/Failed to load resource/]);
    const staff = await loginAs(await browser.newContext(), 'staff@example.com');
    const reservations = await misaki.evaluate(async () => (await fetch('/api/wn/reservations/')).json());
    const hallId: number = reservations.items[0].hall_id;

    await misaki.goto(`/halls/${hallId}/reviews`, { waitUntil: 'networkidle' });
    await Promise.all([misaki.waitForURL(`**/halls/${hallId}/review`), misaki.getByRole('link', { name: '口コミを投稿する' }).click()]);
    await misaki.getByText(/までに投稿し、掲載されると、ギフト券10,000円分/).waitFor();
    // Sent empty: the Japanese messages of the form.
    await misaki.getByRole('button', { name: '口コミを投稿する' }).click();
    await misaki.locator('form [id$="-error"]', { hasText: '「挙式」の評価を選択してください' }).waitFor();
    await misaki.locator('form [id$="-error"]', { hasText: 'タイトルを入力してください' }).waitFor();
    const title = '光の入るチャペルが印象的でした';
    await postReview(misaki, { title, season: 'autumn', body: 'チャペルは天井が高く、午前の光がやわらかく入っていました。試食ではメインの魚料理が温かいまま運ばれ、スタッフの方の説明もわかりやすかったです。駅から歩いてすぐなのも安心でした。' });
    await misaki.getByText('審査中').first().waitFor();

    await staffAction(staff, '/staff/reviews', title, '承認して公開する');
    await misaki.goto(`/halls/${hallId}/reviews`, { waitUntil: 'networkidle' });
    await misaki.getByText(title).first().waitFor();

    await misaki.goto('/mypage/gifttickets', { waitUntil: 'networkidle' });
    const ticketLink = misaki.getByRole('link', { name: /フェア参加・口コミ投稿のギフト券/ });
    await expect(ticketLink.textContent()).resolves.toContain('申請できます');
    await Promise.all([misaki.waitForURL(/\/mypage\/gifttickets\/\d+$/), ticketLink.click()]);
    const [applied] = await Promise.all([
      misaki.waitForResponse((r) => r.request().method() === 'PUT'),
      misaki.getByRole('button', { name: '申請する' }).click(),
    ]);
    expect(`${applied.status()} ${await applied.text()}`).toMatch(/^200 /);
    await misaki.getByText('申請中').first().waitFor();

    await staffAction(staff, '/staff/gifttickets', 'みさきさん', '承認してコードを発行する');
    await misaki.reload({ waitUntil: 'networkidle' });
    await expect(misaki.getByTestId('gift-code').textContent()).resolves.toMatch(/^MSB-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    for (const path of [misaki.url().replace(/^https?:\/\/[^/]+/, ''), '/mypage/gifttickets', '/mypage/reviews', `/halls/${hallId}/review`]) await fitsSmallPhone(misaki, path);
    expect(errors.messages).toEqual([]);
  });

  it('a friend types a code on /referral: a mistyped one explains itself there, with or without JavaScript', async () => {
    const hanako = await loginAs(await browser.newContext(), 'hanako@example.com');
    await hanako.goto('/mypage/gifttickets', { waitUntil: 'networkidle' });
    const code = new URL(await hanako.getByLabel('紹介リンク').inputValue()).searchParams.get('code')!;
    for (const javaScriptEnabled of [false, true]) {
      const friend = await (await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } })).newPage();
      await friend.goto('/register', { waitUntil: 'load' });
      await Promise.all([friend.waitForURL(/\/referral$/), friend.getByRole('link', { name: '紹介コードを入力' }).click()]);
      await friend.getByRole('textbox', { name: /紹介コード/ }).fill('ZZZZ9999');
      await Promise.all([friend.waitForURL(/code=ZZZZ9999/), friend.getByRole('button', { name: 'コードを確認する' }).click()]);
      await friend.getByRole('heading', { name: '紹介コードを確認できませんでした' }).waitFor();
      await friend.getByRole('alert').filter({ hasText: 'この紹介コードは見つかりませんでした' }).waitFor();
      await expect(friend.getByRole('textbox', { name: /紹介コード/ }).inputValue()).resolves.toBe('ZZZZ9999');
      await friend.getByRole('textbox', { name: /紹介コード/ }).fill(code.toLowerCase());
      await Promise.all([friend.waitForURL(new RegExp(`code=${code}`, "i")), friend.getByRole('button', { name: 'コードを確認する' }).click()]);
      await friend.getByRole('heading', { name: 'はなこさんからの招待' }).waitFor();
      await friend.context().close();
    }
  });

  it('a friend opens the referral link, registers with the code, attends her first fair, and both get a referral ticket', async () => {
    const hanako = await loginAs(await browser.newContext(), 'hanako@example.com');
    await hanako.goto('/mypage/gifttickets', { waitUntil: 'networkidle' });
    const link = await hanako.getByLabel('紹介リンク').inputValue();
    const code = new URL(link).searchParams.get('code')!;

    const friend = await (await browser.newContext()).newPage();
    const errors = collectErrors(friend, [/Failed to load resource/]);
    await friend.goto(`/referral?code=${code}`, { waitUntil: 'networkidle' });
    await friend.getByRole('heading', { name: 'はなこさんからの招待' }).waitFor();
    await fitsSmallPhone(friend, `/referral?code=${code}`);
    expect((await friend.request.get('/referral?code=ZZZZZZZZ')).status()).toBe(404);
    await expect(friend.getByLabel('紹介コード').inputValue()).resolves.toBe(code);
    const html = await friend.content();
    expect(html).not.toContain('hanako@example.com');
    const friendEmail = `friend-${Date.now()}@example.jp`;
    await fillRegistration(friend, { email: friendEmail, password: 'Wedding2026', nickname: 'ともだち' });
    // The mailed link signs her in and brings her to the fairs.
    await confirmMailedLink(friend, friendEmail);
    await friend.waitForURL(/\/fairs/);

    // She reserves a fair on musubi (the reservation call the fair form makes).
    const reserved = await friend.evaluate(async () => {
      const day = (n: number) => new Date(Date.now() + n * 86400_000 + 9 * 3600_000).toISOString().slice(0, 10);
      const fairs = await (await fetch(`/api/wn/fairs?per_page=10&date_from=${day(1)}&date_to=${day(7)}`)).json();
      const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('musubi_csrf='))!.split('=')[1]);
      let last: unknown = fairs;
      for (const f of fairs.items) {
        const form = new FormData();
        const fields: Record<string, string> = {
          fair_id: String(f.id), hold_time: f.hold_time1, last_name: '鈴木', first_name: '友美', last_name_kana: 'スズキ', first_name_kana: 'トモミ',
          email: 'tomomi@example.jp', tel: '090-1111-2222', gender: 'female', number_of_participants: '2', cv_device: 'mobile_web',
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        last = await (await fetch('/api/wn/reservations/', { method: 'POST', body: form, headers: { 'x-csrf-token': csrf } })).json();
        if ((last as { result?: boolean }).result) return last;
      }
      return last;
    });
    expect(reserved).toMatchObject({ result: true });

    const staff = await loginAs(await browser.newContext(), 'staff@example.com');
    await staffAction(staff, '/staff/attendances', 'ともだちさん', '来館を確認する');

    await friend.goto('/mypage/gifttickets', { waitUntil: 'networkidle' });
    await expect(friend.getByRole('link', { name: /お友だち紹介のギフト券/ }).textContent()).resolves.toContain('3,000円分');
    await hanako.goto('/mypage/gifttickets', { waitUntil: 'networkidle' });
    await expect(hanako.getByRole('link', { name: /お友だち紹介のギフト券/ }).textContent()).resolves.toContain('3,000円分');
    expect(errors.messages).toEqual([]);
  });

  it('a member enters the Go To Wedding campaign and holds her campaign ticket; an unknown version is a 404', async () => {
    const anon = await browser.newPage();
    const res = await anon.goto('/go_to_wedding/');
    expect(res?.status()).toBe(200);
    await anon.getByText('100,000円分').first().waitFor();
    expect((await anon.goto('/go_to_wedding/1999/'))?.status()).toBe(404);
    await fitsSmallPhone(anon, '/go_to_wedding/');
    // The ranking page writes its formula out in plain Japanese.
    await anon.goto('/ranking/');
    await anon.getByRole('heading', { name: 'ランキングの算出方法' }).waitFor();
    await anon.getByText(/計算式：点数 ＝（10 × 地方の平均点/).waitFor();

    const member = await loginAs(await browser.newContext(), 'bride0001@example.com');
    const errors = collectErrors(member, [/Failed to load resource/]);
    await member.goto('/go_to_wedding/', { waitUntil: 'networkidle' });
    await member.getByLabel('フェアに参加する対象式場').selectOption({ index: 1 });
    await member.getByRole('button', { name: 'エントリーしてギフト券を受け取る' }).click();
    await member.getByText('エントリーしました。').waitFor();
    await Promise.all([member.waitForURL(/\/mypage\/gifttickets\/\d+$/), member.getByRole('link', { name: 'ギフト券を見る' }).click()]);
    await member.getByRole('heading', { name: 'Go To Wedding キャンペーンのギフト券' }).waitFor();
    await member.getByText('申請できます').first().waitFor();
    // The participating halls are one search away.
    await member.goto('/go_to_wedding/', { waitUntil: 'networkidle' });
    await Promise.all([member.waitForURL(/\/halls\/search\/\?campaign=/), member.getByRole('link', { name: '対象の式場をすべて見る' }).click()]);
    await member.getByText('Go To Wedding キャンペーン参加式場').first().waitFor();
    expect(errors.messages).toEqual([]);
  });
});
