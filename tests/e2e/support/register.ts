import type { Page } from 'playwright-core';
import { waitForMail } from './mailbox';

export interface NewMember {
  email: string;
  password: string;
  nickname: string;
}

/** Fills and sends the registration form (on /register, or a page that shows it). */
export async function fillRegistration(page: Page, m: NewMember): Promise<void> {
  await page.getByLabel(/メールアドレス/).fill(m.email);
  await page.getByLabel(/パスワード/).fill(m.password);
  await page.getByLabel(/ニックネーム/).fill(m.nickname);
  await page.getByLabel(/挙式予定エリア/).selectOption('tokyo');
  await page.getByLabel(/挙式予定時期/).selectOption({ index: 3 });
  await page.getByRole('checkbox', { name: /同意する/ }).check();
  await page.getByRole('button', { name: '会員登録（無料）' }).click();
  // She is told to check her mail: nobody is signed in yet.
  await page.getByRole('heading', { name: '確認メールを送信しました' }).waitFor();
}

/**
 * Follows the mailed confirmation link in the same tab, as she would, and confirms: she is signed
 * in and brought back to where she was (or to the account page). Resolves on the page she lands on.
 */
export async function confirmMailedLink(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email, /メールアドレスの確認/);
  const link = /https?:\/\/\S+\/register\/verify\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  await page.goto(new URL(link).pathname);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/register/verify')), page.getByRole('button', { name: 'メールアドレスを確認して登録を完了する' }).click()]);
}

/** Registration from /register to signed in, through the mailbox. */
export async function registerAndConfirm(page: Page, m: NewMember): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, m);
  await confirmMailedLink(page, m.email);
  await page.getByRole('navigation', { name: 'アカウント' }).getByText(`${m.nickname}さん`).waitFor();
}
