import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:3107';
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desktop']]) {
  const c = await b.newContext({ baseURL: base, viewport: { width: w, height: h }, locale: 'ja-JP' });
  const p = await c.newPage();
  await p.goto('/login');
  await p.getByLabel(/メールアドレス/).fill('hanako@example.com');
  await p.getByLabel(/パスワード/).fill(process.env.PW);
  await Promise.all([p.waitForURL((u) => u.pathname !== '/login'), p.getByRole('button', { name: 'ログイン' }).last().click()]);
  await p.goto('/clips');
  await p.screenshot({ path: `/tmp/clips-list-${tag}.png`, fullPage: false });
  const ids = await p.evaluate(() => [...document.querySelectorAll('h3 a[href^="/halls/"]')].slice(0, 4).map((a) => a.getAttribute('href').split('/')[2]));
  await p.goto(`/clips/compare?hall_ids=${ids.join(',')}`);
  await p.screenshot({ path: `/tmp/clips-compare-${tag}.png`, fullPage: true });
  const share = await p.evaluate(() => document.querySelector('a[href^="/clips/share/"]')?.getAttribute('href'));
  if (share) { await p.goto(share); await p.screenshot({ path: `/tmp/clips-share-${tag}.png` }); }
  await c.close();
}
await b.close();
