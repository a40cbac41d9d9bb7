import type { Page } from 'playwright-core';
import { baseURL, collectErrors, launchBrowser, type E2EBrowser } from './support/browser';

jest.setTimeout(120000);

let browser: E2EBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface FairItem { id: number; hall_id: number; name: string; remaining: number; hold_time1: string | null }
interface Slot { hold_time: string; remaining: number }

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${baseURL}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** A hall whose first listed fair has an open slot: the couple will find it on the hall page. */
async function hallWithOpenFair(): Promise<{ hallId: number; fair: FairItem; slot: Slot }> {
  const search = await api<{ items: FairItem[] }>('/api/wn/fairs?per_page=50');
  for (const f of search.items) {
    const list = await api<{ items: FairItem[] }>(`/api/wn/halls/${f.hall_id}/fairs`);
    const first = list.items[0];
    const detail = await api<{ slots: Slot[] }>(`/api/wn/halls/${f.hall_id}/fairs/${first.id}`);
    const slot = detail.slots.find((s) => s.remaining > 0);
    if (slot) return { hallId: f.hall_id, fair: first, slot };
  }
  throw new Error('no hall with an open fair in the seed');
}

/** A past fair: the date before a content's next date is usually already held. */
async function pastFair(): Promise<{ hallId: number; fairId: number }> {
  const search = await api<{ items: FairItem[] }>('/api/wn/fairs?per_page=50');
  for (const f of search.items) {
    const contents = await api<{ next_fair_id: number | null }[]>(`/api/v3/wn/halls/${f.hall_id}/faircontents/`);
    for (const c of contents) {
      if (!c.next_fair_id) continue;
      const res = await fetch(`${baseURL}/api/wn/halls/${f.hall_id}/fairs/${c.next_fair_id - 1}`);
      if (res.ok && (await res.json()).is_past) return { hallId: f.hall_id, fairId: c.next_fair_id - 1 };
    }
  }
  throw new Error('no past fair in the seed');
}

async function login(page: Page): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
  await page.getByLabel(/パスワード/).fill('Musubi2026');
  await Promise.all([page.waitForURL(/\/account/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
}

describe('bridal fairs', () => {
  it('from a hall page to a fair: pick a slot, fix the errors, reserve, see the confirmation and the reservation in the account', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page, [/Failed to load resource/]);
    const { hallId, fair, slot } = await hallWithOpenFair();
    await login(page);

    await page.goto(`/halls/${hallId}?utm_source=e2e&utm_campaign=fairs`);
    const section = page.locator('#fairs');
    await section.getByRole('heading', { name: /ブライダルフェア/ }).waitFor();
    expect(await section.getByRole('table').count()).toBe(1); // the calendar
    await Promise.all([page.waitForURL(new RegExp(`/halls/${hallId}/fairs/${fair.id}$`)), section.locator(`a[href="/halls/${hallId}/fairs/${fair.id}"]`).first().click()]);

    await page.getByRole('heading', { level: 1, name: fair.name }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('list', { name: 'フェアの内容' }).first().waitFor();
    // Prefilled from the account.
    expect(await page.getByLabel(/メールアドレス/).inputValue()).toBe('hanako@example.com');

    await page.getByLabel(new RegExp(slot.hold_time)).check();
    await page.getByLabel('姓', { exact: true }).fill('佐藤');
    await page.getByLabel('名', { exact: true }).fill('花子');
    await page.getByLabel('セイ', { exact: true }).fill('さとう');
    await page.getByLabel(/メールアドレス/).fill('hanako@');
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.locator('form [id$="-error"]', { hasText: '全角カタカナで入力してください' }).waitFor();
    await page.locator('form [id$="-error"]', { hasText: 'フリガナを入力してください' }).waitFor();
    await page.locator('form [id$="-error"]', { hasText: 'メールアドレスの形式で入力してください' }).waitFor();
    await page.locator('form [id$="-error"]', { hasText: '電話番号を入力してください' }).waitFor();
    // 性別 is optional.
    expect(await page.getByText('性別を選択してください').count()).toBe(0);

    await page.getByLabel('セイ', { exact: true }).fill('サトウ');
    await page.getByLabel('メイ', { exact: true }).fill('ハナコ');
    await page.getByLabel(/メールアドレス/).fill('hanako@example.com');
    await page.getByLabel(/電話番号/).fill('090-1111-2222');
    await page.getByLabel('女性', { exact: true }).check();
    await page.getByLabel(/挙式予定時期/).selectOption({ index: 3 });
    expect(await page.getByText('全角カタカナで入力してください').count()).toBe(0);
    // 入力 → 確認 → 完了
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    await page.getByText('佐藤 花子（サトウ ハナコ）').waitFor();
    await Promise.all([page.waitForURL(/\/reservations\/complete(\?hall=\d+)?$/), page.getByRole('button', { name: 'この内容で予約する' }).click()]);

    await page.getByRole('heading', { name: 'フェアのご予約を受け付けました' }).waitFor();
    const summary = page.getByLabel('ご予約の内容');
    await summary.getByText(fair.name).waitFor();
    await summary.getByText(slot.hold_time, { exact: false }).waitFor();

    await page.goto('/account');
    const mine = page.getByRole('region', { name: 'フェア予約' });
    await mine.getByText(fair.name).first().waitFor();

    // The slot shows one reservation more than before.
    const after = await api<{ slots: Slot[] }>(`/api/wn/halls/${hallId}/fairs/${fair.id}`);
    expect(after.slots.find((s) => s.hold_time === slot.hold_time)!.remaining).toBe(slot.remaining - 1);

    // Cancelled from the account: the place goes back to the slot.
    const row = mine.locator('li', { hasText: fair.name }).first();
    await row.getByRole('button', { name: '予約をキャンセル' }).click();
    await row.getByRole('button', { name: 'キャンセルする' }).click();
    const remaining = async () => (await api<{ slots: Slot[] }>(`/api/wn/halls/${hallId}/fairs/${fair.id}`)).slots.find((s) => s.hold_time === slot.hold_time)!.remaining;
    for (let i = 0; i < 50 && (await remaining()) !== slot.remaining; i++) await page.waitForTimeout(200);
    expect(await remaining()).toBe(slot.remaining);
    expect(errors.messages).toEqual([]);
  });

  it('a past fair cannot be reserved: the page says so and the server refuses', async () => {
    const page = await browser.newPage();
    const { hallId, fairId } = await pastFair();
    const res = await page.goto(`/halls/${hallId}/fairs/${fairId}`);
    expect(res!.status()).toBe(200);
    await page.getByText(/予約受付は終了しました/).first().waitFor();
    expect(await page.getByRole('button', { name: 'この内容で予約する' }).count()).toBe(0);
    const detail = await api<{ hold_time1: string }>(`/api/wn/halls/${hallId}/fairs/${fairId}`);
    const answer = await page.evaluate(async ({ fairId, holdTime }) => {
      await fetch('/api/csrf');
      const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('musubi_csrf='))?.split('=')[1] ?? '');
      const form = new FormData();
      const fields: Record<string, string> = { fair_id: String(fairId), hold_time: holdTime, last_name: '佐藤', first_name: '花子', last_name_kana: 'サトウ', first_name_kana: 'ハナコ', email: 'past@example.com', tel: '09011112222', gender: 'female', number_of_participants: '2', cv_device: 'mobile_web' };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const r = await fetch('/api/wn/reservations/', { method: 'POST', body: form, headers: { 'X-CSRF-Token': csrf } });
      return { status: r.status, body: await r.json() };
    }, { fairId, holdTime: detail.hold_time1 });
    expect(answer).toMatchObject({ status: 200, body: { result: false, reason: 'past' } });
  });

  it('the hall\'s fair list shows 4 a page with a calendar', async () => {
    const page = await browser.newPage();
    const { hallId } = await hallWithOpenFair();
    await page.goto(`/halls/${hallId}/fairs`);
    const items = page.locator('section[aria-labelledby="fair-list-title"] > ul > li article'); // the hall's own list, not the nearby halls' picks below it
    expect(await items.count()).toBeLessThanOrEqual(4);
    expect(await items.count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'フェアカレンダー' }).waitFor();
  });

  it('/fairs: a month calendar of the days with fairs, that day\'s fairs by hall, filtered by contents', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto('/fairs');
    await page.getByRole('heading', { level: 1, name: 'ブライダルフェアを探す' }).waitFor();
    // The calendar is a table of the month; the first day with fairs is chosen (aria-current) and its count is the list's total.
    const calendar = page.getByRole('table', { name: /^\d{4}年\d{1,2}月のフェア開催日/ });
    await calendar.waitFor();
    const chosen = calendar.locator('a[aria-current="date"]');
    expect(await chosen.count()).toBe(1);
    const totals = async (day: typeof chosen) => {
      const [, fairs, halls] = /フェア([\d,]+)件（([\d,]+)式場）$/.exec((await day.getAttribute('aria-label')) ?? '') ?? [];
      return `${halls}件の式場・${fairs}件のフェア`;
    };
    await page.getByText(await totals(chosen), { exact: true }).waitFor();
    const halls = page.locator('main article');
    expect(await halls.count()).toBeGreaterThan(0);
    expect(await halls.count()).toBeLessThanOrEqual(10);
    // One card per hall, each linking the hall and its fairs of the day.
    await halls.first().getByRole('link', { name: /のフェア日程をすべて見る$/ }).waitFor();
    expect(await halls.first().locator('a[href^="/halls/"][href*="/fairs/"]').count()).toBeGreaterThan(0);

    // Filter by contents (the filters fold under a summary on a phone).
    await page.getByText('エリア・フェアの内容で絞り込む').click();
    await page.getByLabel('試食', { exact: true }).check();
    await Promise.all([page.waitForURL(/flags=has_tasting/), page.getByRole('button', { name: 'この条件で探す' }).click()]);
    await page.getByRole('heading', { level: 1, name: '試食のブライダルフェア' }).waitFor();
    expect(await halls.count()).toBeGreaterThan(0);
    const contents = halls.getByRole('list', { name: 'フェアの内容' });
    for (let i = 0; i < (await contents.count()); i++) await contents.nth(i).getByText('試食', { exact: true }).waitFor();
    await page.getByText(await totals(calendar.locator('a[aria-current="date"]')), { exact: true }).waitFor();

    // Another day from the calendar keeps the filter; past days are never links.
    const other = calendar.locator('a[href*="date="]:not([aria-current])').first();
    if (await other.count()) {
      const label = (await other.getAttribute('aria-label')) ?? '';
      await Promise.all([page.waitForURL(/date=\d{4}-\d{2}-\d{2}.*flags=has_tasting/), other.click()]);
      await calendar.locator(`a[aria-current="date"][aria-label="${label}"]`).waitFor();
      await page.getByText(await totals(calendar.locator('a[aria-current="date"]')), { exact: true }).waitFor();
    }
    // Today (Japan) and the days before it are never links; today is marked when the month shows it.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const linked = await calendar.locator('a[href*="date="]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('date') ?? ''));
    expect(linked.filter((d) => d <= today)).toEqual([]);
    await page.goto(`/fairs?month=${today.slice(0, 7)}`);
    const [, m, d] = today.split('-').map(Number);
    await calendar.getByText(new RegExp(`^${m}月${d}日\\(.\\) 今日 受付終了$`)).waitFor({ state: 'attached' });
    expect(errors.messages).toEqual([]);
  });
});
