import type { BrowserContext, Page } from 'playwright-core';

/** A new page of `context` signed in as a demo account (README "Demo accounts": one password for all). */
export async function loginAs(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByLabel(/パスワード/).fill('Musubi2026');
  await Promise.all([page.waitForURL(/\/account/), page.locator('form[action="/login"]').getByRole('button', { name: 'ログイン' }).click()]);
  return page;
}
