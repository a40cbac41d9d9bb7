jest.setTimeout(240000);
import type { Page } from 'playwright-core';
import { collectErrors, launchBrowser, PHONE, type E2EBrowser } from './support/browser';
import { loginAs } from './support/login';
import { registerAndConfirm } from './support/register';
import { postReview } from './support/review';

// The couples are on a phone (as in the other journeys), the hall's staff at a desk.
const DESKTOP = { viewport: { width: 1280, height: 800 } };
let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser(PHONE);
});
afterAll(async () => {
  await browser?.close();
});

/** A date in Japan, `days` from today (yyyy-MM-dd). */
const japanDay = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

interface Slot { slot: number; hold_time: string; capacity: number; reserved: number }
interface ConsoleFair { id: number; name: string; hold_at: string; public_path: string; cancelled_at: string | null; slots: Slot[] }

let partner: Page;
let hallId: number;
let hallName: string;
/** The couple who books a fair in the second journey and reports her contract in the third. */
const couple = { email: `partners-couple-${Date.now()}@example.com`, password: 'Wedding2026', nickname: 'はるか' };
let couplePage: Page;

/** The hall's upcoming fairs as the console has them (the partner's own session). */
const consoleFairs = async (): Promise<ConsoleFair[]> => (await partner.evaluate(async (id) => (await fetch(`/api/partner/halls/${id}/fairs`)).json(), hallId)).items;

describe('the partners\' console', () => {
  beforeAll(async () => {
    partner = await loginAs(await browser.newContext(DESKTOP), 'partner@example.com');
    const halls = await partner.evaluate(async () => (await fetch('/api/partner/halls')).json());
    ({ id: hallId, name: hallName } = halls.items[0]);
  });

  it('a partner raises a slot\'s capacity and the public fair page shows it at once', async () => {
    const errors = collectErrors(partner, [/Failed to load resource/]);
    const fair = (await consoleFairs()).find((f) => !f.cancelled_at && f.hold_at > japanDay(0) && f.slots[0].capacity < 90)!;
    const slot = fair.slots[0];
    const raised = slot.capacity + 5;
    // A visitor has the fair page open before (it is in the shared page cache too).
    const visitor = await (await browser.newContext(PHONE)).newPage();
    await visitor.goto(fair.public_path);
    // The slot's 定員 cell (its row is headed by the slot's time).
    const capacityCell = () => visitor.getByRole('row').filter({ hasText: slot.hold_time }).first().getByRole('cell').first();
    await expect(capacityCell().textContent()).resolves.toBe(`${slot.capacity}組`);

    await partner.goto('/partner/fairs');
    const card = partner.getByTestId('fair').filter({ has: partner.locator(`a[href="${fair.public_path}"]`) });
    const input = card.getByLabel(new RegExp(`^${slot.hold_time}（予約 ${slot.reserved}組）定員`));
    await input.fill(String(raised));
    await card.getByRole('button', { name: '変更する' }).first().click();
    await card.getByRole('status').filter({ hasText: '定員を変更しました' }).waitFor();
    // Not below the bookings: the reason is given.
    if (slot.reserved > 1) {
      await input.fill(String(slot.reserved - 1));
      await card.getByRole('button', { name: '変更する' }).first().click();
      await card.getByRole('alert').waitFor();
    }

    await visitor.reload();
    await expect(capacityCell().textContent()).resolves.toBe(`${raised}組`);
    await visitor.context().close();
    expect(errors.messages).toEqual([]);
  });

  it('a couple books a fair and the partner sees the booking arrive without a reload', async () => {
    await partner.goto('/partner/reservations');
    await partner.getByText('新しい予約は自動で表示されます').waitFor();
    // Marked in the page: a reload or a navigation would lose it.
    await partner.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const fair = (await consoleFairs()).find((f) => !f.cancelled_at && f.hold_at > japanDay(1) && f.slots.some((s) => s.reserved < s.capacity))!;
    const slot = fair.slots.find((s) => s.reserved < s.capacity)!;
    couplePage = await (await browser.newContext(PHONE)).newPage();
    const errors = collectErrors(couplePage, [/Failed to load resource/]);
    await registerAndConfirm(couplePage, couple);
    await couplePage.goto(fair.public_path);
    await couplePage.getByRole('heading', { level: 1, name: fair.name }).waitFor();
    await couplePage.waitForLoadState('networkidle');
    await couplePage.getByLabel(new RegExp(slot.hold_time)).check();
    await couplePage.getByLabel('姓', { exact: true }).fill('森');
    await couplePage.getByLabel('名', { exact: true }).fill('遥');
    await couplePage.getByLabel('セイ', { exact: true }).fill('モリ');
    await couplePage.getByLabel('メイ', { exact: true }).fill('ハルカ');
    await couplePage.getByLabel(/電話番号/).fill('090-3333-4444');
    await couplePage.getByLabel(/挙式予定時期/).selectOption({ index: 3 });
    await couplePage.getByRole('button', { name: '確認画面へ進む' }).click();
    await couplePage.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    await Promise.all([couplePage.waitForURL(/\/reservations\/complete(\?hall=\d+)?$/), couplePage.getByRole('button', { name: 'この内容で予約する' }).click()]);
    await couplePage.getByRole('heading', { name: 'フェアのご予約を受け付けました' }).waitFor();

    // The open inbox asks every 10 s (docs/partners.md): the booking appears in place.
    const card = partner.getByTestId('reservation').filter({ hasText: '森 遥（モリ ハルカ）様' });
    await card.waitFor({ timeout: 30000 });
    await expect(card.getByText('新規').first().isVisible()).resolves.toBe(true);
    await partner.getByText('新しい予約が1件届きました').waitFor();
    expect(await partner.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Her fair is ahead: 来館済み waits for its day; 確認済み does not.
    expect(await card.getByRole('button', { name: '来館済みにする' }).count()).toBe(0);
    await card.getByRole('button', { name: '確認済みにする' }).click();
    await card.getByText('確認済み').first().waitFor();
    expect(errors.messages).toEqual([]);
  });

  it('the partner marks 来館済み, the couple reviews the fair, the partner replies, and the reply shows under the review', async () => {
    await partner.goto('/partner/reservations');
    const card = partner.getByTestId('reservation').filter({ hasText: '佐々木 結衣' });
    await card.getByRole('button', { name: '来館済みにする' }).click();
    await card.getByText('来館済み').first().waitFor();

    const yui = await loginAs(await browser.newContext(PHONE), 'yui@example.com');
    const errors = collectErrors(yui, [/Failed to load resource/]);
    await yui.goto(`/halls/${hallId}/review`, { waitUntil: 'networkidle' });
    const title = 'ゆい：スタッフさんの説明がていねいでした';
    await postReview(yui, { title, season: 'winter', body: 'フェアではチャペルと披露宴会場を順に案内していただきました。試食の前菜がとてもおいしく、見積もりの説明もわかりやすかったです。駅からも近く、ゲストにも安心です。' });

    const staff = await loginAs(await browser.newContext(DESKTOP), 'staff@example.com');
    await staff.goto('/staff/reviews', { waitUntil: 'networkidle' });
    const pending = staff.getByRole('listitem').filter({ hasText: title }).first();
    await Promise.all([staff.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/staff/')), pending.getByRole('button', { name: '承認して公開する' }).click()]);
    await staff.context().close();

    await partner.goto('/partner/reviews');
    const review = partner.getByRole('listitem').filter({ has: partner.getByRole('heading', { name: title }) });
    const reply = 'ゆい様、ご来館ありがとうございました。当日のご案内がお役に立てたようでうれしいです。またのお越しをお待ちしております。';
    await review.getByLabel('式場からの返信（口コミの下に公開されます）').fill(reply);
    await review.getByRole('button', { name: '返信を公開する' }).click();
    await review.getByRole('status').filter({ hasText: '返信を公開しました' }).waitFor();

    const visitor = await (await browser.newContext(PHONE)).newPage();
    await visitor.goto(`/halls/${hallId}/reviews`);
    const shown = visitor.getByRole('article', { name: title });
    const under = shown.getByRole('region', { name: `${hallName}からの返信` });
    await expect(under.textContent()).resolves.toContain(reply);
    await visitor.context().close();
    expect(errors.messages).toEqual([]);
  });

  it('the numbers: two charts drawn beside the table, the charting library loaded by that page alone', async () => {
    const errors = collectErrors(partner, [/Failed to load resource/]);
    const scripts: string[] = [];
    partner.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r.url()); });
    await partner.goto('/partner', { waitUntil: 'networkidle' });
    const before = scripts.length;
    await partner.goto('/partner/stats', { waitUntil: 'networkidle' });
    const views = partner.getByRole('img', { name: /^閲覧の推移（.+から12週）：閲覧は合計[\d,]+件/ });
    const steps = partner.getByRole('img', { name: /^クリップ・予約・来館・口コミ・成約の推移.*フェア予約は合計[\d,]+件/ });
    for (const chart of [views, steps]) {
      await chart.locator('canvas').first().waitFor();
      expect((await chart.locator('canvas').first().boundingBox())!.height).toBeGreaterThan(150);
    }
    // At a desk the table stands beside the charts, not below them.
    const table = (await partner.getByRole('region', { name: '週ごとの数字の表' }).boundingBox())!;
    const chart = (await views.boundingBox())!;
    expect(table.x).toBeGreaterThan(chart.x + chart.width - 1);
    // On a phone: charts, then the table, and nothing wider than the screen (the table scrolls in its box).
    await partner.setViewportSize({ width: 390, height: 844 });
    await partner.waitForFunction(() => [...document.querySelectorAll('canvas')].every((c) => c.getBoundingClientRect().right <= 390));
    expect(await partner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await partner.setViewportSize(DESKTOP.viewport);
    // uPlot's own code arrived with /partner/stats, not with the dashboard before it.
    const fetchSource = async (url: string) => partner.evaluate(async (u) => (await fetch(u)).text(), url);
    const sources = await Promise.all(scripts.map(fetchSource));
    const uplotIn = (from: number, to: number) => sources.slice(from, to).some((text) => text.includes('u-over'));
    expect({ dashboard: uplotIn(0, before), stats: uplotIn(before, sources.length) }).toEqual({ dashboard: false, stats: true });
    expect(errors.messages).toEqual([]);
  });

  it('a couple reports a contract, the partner confirms it, she holds the contract gift, and the partner marks its code used', async () => {
    const errors = collectErrors(couplePage, [/Failed to load resource/]);
    await couplePage.goto('/mypage/gifttickets');
    await Promise.all([couplePage.waitForURL(/\/mypage\/contracts$/), couplePage.getByRole('link', { name: /成約を報告する/ }).click()]);
    // She booked a fair there: the hall is one of her choices.
    await couplePage.getByLabel(/成約した式場/).selectOption({ label: hallName });
    await couplePage.getByLabel(/ご成約日/).fill(japanDay(-1));
    await couplePage.getByLabel(/挙式予定日/).fill(japanDay(200));
    await Promise.all([couplePage.waitForURL(/\/mypage\/contracts\?sent=1$/), couplePage.getByRole('button', { name: 'この式場で成約しました' }).click()]);
    await couplePage.getByRole('status').filter({ hasText: '成約の報告を受け付けました' }).waitFor();
    await couplePage.getByTestId('my-contract').filter({ hasText: hallName }).getByText('確認待ち').waitFor();

    await partner.goto('/partner');
    const contract = partner.getByTestId('contract').filter({ hasText: couple.email });
    await contract.getByRole('button', { name: '成約を確認する' }).click();
    await contract.getByText('成約確認済み').waitFor();

    await couplePage.goto('/mypage/gifttickets');
    const ticket = couplePage.getByRole('link', { name: /式場のご成約のギフト券/ });
    await expect(ticket.textContent()).resolves.toContain('100,000');
    await Promise.all([couplePage.waitForURL(/\/mypage\/gifttickets\/\d+$/), ticket.click()]);
    const code = (await couplePage.getByTestId('gift-code').textContent())!.trim();
    expect(code).toMatch(/^MSB-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await couplePage.getByText(hallName).first().waitFor();

    await partner.reload();
    const gift = partner.getByTestId('giftcode').filter({ hasText: code });
    await gift.getByRole('button', { name: `${code}を利用済みにする` }).click();
    await gift.getByText('利用済み', { exact: true }).waitFor();

    await couplePage.reload();
    await couplePage.getByText(`${hallName}でご利用済みです（利用済み）。`).waitFor();
    expect(errors.messages).toEqual([]);
  });
});
