import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { GiftTicket } from '../../../api/contract/giftTickets';
import { GiftTicketList } from '../../../components/rewards/GiftTicketList';
import { ReviewForm } from '../../../components/rewards/ReviewForm';
import { makeStore } from '../../../store';
import { fetchReferralGuest } from '../../../store/slices/rewards';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, replace: push, query: {}, asPath: '/' }) }));

const ticket = (over: Partial<GiftTicket>): GiftTicket => ({
  id: 1, kind: 'fair', kind_label: 'フェア参加・口コミ投稿', tenant: { type: 'hall', id: 3, name: 'テストガーデン迎賓館' }, amount: 10000, conditions: '条件', deadline: '2026-12-01T15:00:00.000Z',
  state: 'available', state_label: '申請できます', reject_reason: null, gift_code: null, receipt_image_url: null, purchase_date: null, shop_name: null, purchase_amount: null, needs_receipt: false, created_at: '2026-11-01T00:00:00Z', ...over,
});

describe('GiftTicketList', () => {
  it('groups tickets by state in Japanese, the ones to act on first, with amounts and deadlines in Japan time', () => {
    render(
      <GiftTicketList
        items={[
          ticket({ id: 1, state: 'approved', state_label: '承認済み' }),
          ticket({ id: 2, kind: 'referral', kind_label: 'お友だち紹介', amount: 3000 }),
          ticket({ id: 3, state: 'expired', state_label: '期限切れ' }),
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['申請できます（1件）', '承認済み（1件）', '期限切れ（1件）']);
    const referral = screen.getByRole('link', { name: /お友だち紹介のギフト券/ });
    expect(referral).toHaveAttribute('href', '/mypage/gifttickets/2');
    expect(within(referral).getByText('3,000円分')).toBeInTheDocument();
    expect(referral.textContent).toContain('2026年12月1日(火) 24:00');
    expect(document.body.textContent).not.toMatch(/available|approved|referral|ring_brand/);
  });
});

describe('ReviewForm', () => {
  const eligibility = { hall: { id: 3, name: 'テストガーデン迎賓館' }, options: [{ reviewer_type: 'fair' as const, label: 'フェア参加', fair_date: '2026-11-21', deadline: '2026-11-22T15:00:00.000Z', already_posted: false }] };

  it('shows the Japanese messages and sends nothing while the form is incomplete, then posts and shows the server\'s refusal', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError('この式場には同じ立場での口コミを投稿済みです', 409));
    const store = makeStore(undefined, { call } as unknown as ApiClient);
    render(<Provider store={store}><ReviewForm eligibility={eligibility} /></Provider>);
    const user = userEvent.setup();
    expect(screen.getByText(/2026年11月22日\(日\) 24:00までに投稿し/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '口コミを投稿する' }));
    expect(screen.getByText('「料理」の評価を選択してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('季節を選択してください', { selector: 'p' })).toBeInTheDocument();
    // The error summary has her attention; each message links to its field.
    expect(screen.getByRole('link', { name: '「料理」の評価を選択してください' })).toHaveAttribute('href', '#review-score_food');
    expect(screen.getByRole('link', { name: '季節を選択してください' })).toHaveAttribute('href', '#review-season');
    expect(screen.getByRole('link', { name: '季節を選択してください' }).closest('[role="alert"]')).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
    for (const label of ['挙式', '披露宴会場', '料理', 'スタッフ', 'コスパ', 'ロケーション']) await user.click(screen.getByLabelText(`${label} 4点`));
    await user.selectOptions(screen.getByLabelText(/季節/), 'spring');
    await user.type(screen.getByLabelText(/タイトル/), '落ち着いた雰囲気の式場');
    await user.type(screen.getByLabelText(/口コミ本文/), 'あ'.repeat(60));
    await user.click(screen.getByRole('button', { name: '口コミを投稿する' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][1]).toMatchObject({ hall_id: 3, reviewer_type: 'fair', season: 'spring', score_food: '4', photos: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('この式場には同じ立場での口コミを投稿済みです');
  });

  it('a married couple\'s optional figures are checked before sending, and only theirs are sent', async () => {
    const both = { ...eligibility, options: [eligibility.options[0], { reviewer_type: 'married' as const, label: '挙式済み', fair_date: null, deadline: null, already_posted: false }] };
    const call = jest.fn().mockResolvedValue({ review: {} });
    const store = makeStore(undefined, { call } as unknown as ApiClient);
    render(<Provider store={store}><ReviewForm eligibility={both} /></Provider>);
    const user = userEvent.setup();
    for (const label of ['挙式', '披露宴会場', '料理', 'スタッフ', 'コスパ', 'ロケーション']) await user.click(screen.getByLabelText(`${label} 5点`));
    await user.selectOptions(screen.getByLabelText(/季節/), 'autumn');
    await user.type(screen.getByLabelText(/タイトル/), '光の入るチャペル');
    await user.type(screen.getByLabelText(/口コミ本文/), 'い'.repeat(50));
    expect(screen.queryByLabelText(/招待人数/)).toBeNull();
    await user.click(screen.getByLabelText('挙式済み'));
    await user.type(screen.getByLabelText(/招待人数/), '八十');
    await user.click(screen.getByRole('button', { name: '口コミを投稿する' }));
    expect(await screen.findByText('招待人数は半角数字で入力してください', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/招待人数/)).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/招待人数/));
    await user.type(screen.getByLabelText(/招待人数/), '80');
    await user.click(screen.getByRole('button', { name: '口コミを投稿する' }));
    expect(call).toHaveBeenCalledTimes(1);
    const sent = call.mock.calls[0][1];
    expect(sent).toMatchObject({ hall_id: 3, reviewer_type: 'married', season: 'autumn', score_ceremony: '5', guest_count: '80', photos: [] });
    expect(sent).not.toHaveProperty('cost');
  });
});

describe('rewards slice', () => {
  it('a referral lookup failure stores the HTTP status (§8)', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError('この紹介コードは無効です', 404));
    const store = makeStore(undefined, { call } as unknown as ApiClient);
    await store.dispatch(fetchReferralGuest('ZZZZZZZZ'));
    expect(store.getState().rewards.referral).toMatchObject({ status: 'failed', error: '404' });
  });
});
