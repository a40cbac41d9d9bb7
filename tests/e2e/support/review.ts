import type { Page } from 'playwright-core';

/** Fills the hall's review form (/halls/{id}/review) she is on and posts it: she lands on her reviews. */
export async function postReview(page: Page, review: { title: string; body: string; season: string }): Promise<void> {
  for (const [label, n] of [['挙式', 5], ['披露宴会場', 4], ['料理', 5], ['スタッフ', 5], ['コスパ', 4], ['ロケーション', 4]] as const) {
    await page.getByLabel(`${label} ${n}点`).check({ force: true });
  }
  await page.getByLabel(/季節/).selectOption(review.season);
  await page.getByLabel(/タイトル/).fill(review.title);
  await page.getByLabel(/口コミ本文/).fill(review.body);
  await Promise.all([page.waitForURL(/\/mypage\/reviews\?posted=1/), page.getByRole('button', { name: '口コミを投稿する' }).click()]);
}
