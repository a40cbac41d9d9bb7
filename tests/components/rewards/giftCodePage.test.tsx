import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { GiftTicketDetail } from '@/api/contract/giftTickets';
import GiftTicketPage from '@/pages/mypage/gifttickets/[id]';
import { makeStore } from '@/store';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn(), replace: jest.fn(), query: {}, asPath: '/', events: { on: jest.fn(), off: jest.fn() } }) }));

const approved = (over: Partial<GiftTicketDetail>): GiftTicketDetail => ({
  id: 7, kind: 'contract', kind_label: '式場のご成約', tenant: { type: 'hall', id: 3, name: 'アイリスベイ銀座' }, amount: 100000, conditions: 'ご成約が式場に確認されました。', deadline: '2026-12-01T15:00:00.000Z',
  state: 'approved', state_label: '承認済み', reject_reason: null, gift_code: 'MSB-AB2C-DE3F-GH4J', code_valid_until: '2099-11-29', used_at: null, receipt_image_url: null, purchase_date: null, shop_name: null, purchase_amount: null, needs_receipt: true, created_at: '2026-11-01T00:00:00Z', history: [], ...over,
});

const show = (ticket: GiftTicketDetail) =>
  render(
    <Provider store={makeStore()}>
      <GiftTicketPage meta={{ title: 't', description: 'd', canonical: '/', noindex: true } as never} ticket={ticket} userId={1} token={null} />
    </Provider>,
  );

describe('a gift code says what it is for, where and until when', () => {
  it('an approved code: the hall that honours it, its worth and its last day', () => {
    show(approved({}));
    expect(screen.getByRole('heading', { level: 1, name: '式場のご成約のギフト券' })).toBeInTheDocument();
    expect(screen.getByText('アイリスベイ銀座でこのコードをお伝えいただくと、100,000円分としてご利用いただけます。')).toBeInTheDocument();
    expect(screen.getByTestId('gift-code-valid-until')).toHaveTextContent('有効期限：2099年11月29日(日)まで');
  });

  it('an expired code says it can no longer be used', () => {
    show(approved({ code_valid_until: '2020-01-31' }));
    expect(screen.getByText('有効期限を過ぎたため、このコードはご利用いただけません。')).toBeInTheDocument();
  });

  it('a used code says where it was used, without a deadline', () => {
    show(approved({ used_at: '2026-11-20T03:00:00.000Z', state_label: '利用済み' }));
    expect(screen.getByText('アイリスベイ銀座でご利用済みです（利用済み）。')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-code-valid-until')).toBeNull();
  });
});
