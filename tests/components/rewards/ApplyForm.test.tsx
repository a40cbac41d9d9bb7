import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { GiftTicketDetail } from '../../../api/contract/giftTickets';
import { ApplyForm } from '../../../components/rewards/ApplyForm';
import { makeStore } from '../../../store';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, replace: push, query: {}, asPath: '/mypage/gifttickets/5' }) }));

// The application goes through the token client (the wedding token header): its calls are recorded here.
const call = jest.fn();
jest.mock('../../../api/tokenClient', () => ({ __esModule: true, browserApiWithToken: () => ({ call }) }));

const ticket = (over: Partial<GiftTicketDetail> = {}): GiftTicketDetail => ({
  id: 5, kind: 'ringengagement', kind_label: '婚約指輪の購入', tenant: { type: 'ring_brand', id: 3, name: 'ルミエール' }, amount: 20000, conditions: '条件', deadline: '2026-12-01T15:00:00.000Z',
  state: 'available', state_label: '申請できます', reject_reason: null, gift_code: null, receipt_image_url: null, purchase_date: null, shop_name: null, purchase_amount: null, needs_receipt: true,
  created_at: '2026-11-01T00:00:00Z', history: [], ...over,
});

function setup(t: GiftTicketDetail) {
  const store = makeStore(undefined, { call: jest.fn() } as unknown as ApiClient);
  render(<Provider store={store}><ApplyForm ticket={t} userId={7} token="wt" /></Provider>);
  return { store, user: userEvent.setup() };
}

beforeEach(() => {
  call.mockReset();
  push.mockClear();
});

describe('ApplyForm', () => {
  it('shows each missing field\'s Japanese message on its field and sends nothing', async () => {
    const { user } = setup(ticket());
    await user.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByText('領収書の画像を選択してください')).toBeInTheDocument();
    expect(screen.getByText('購入日を入力してください')).toBeInTheDocument();
    expect(screen.getByText('購入店舗を入力してください')).toBeInTheDocument();
    expect(screen.getByText('購入金額を入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/購入店舗/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/購入店舗/)).toHaveAccessibleDescription('例：銀座本店 購入店舗を入力してください');
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for half-width digits in the amount before sending', async () => {
    const { user } = setup(ticket({ receipt_image_url: '/media/uploads/7/r.jpg', purchase_date: '2026-10-01', shop_name: '銀座本店' }));
    await user.type(screen.getByLabelText(/購入金額/), '１２万円');
    await user.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByText('購入金額は半角数字で入力してください')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the receipt and the trimmed fields, and leaves out the empty ones', async () => {
    call.mockResolvedValue(ticket({ state: 'applied', state_label: '申請中' }));
    const { user } = setup(ticket({ state: 'rejected', state_label: '差し戻し', purchase_date: '2026-10-01', shop_name: '銀座本店', purchase_amount: 300000 }));
    const receipt = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'receipt.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/領収書の画像/), receipt);
    await user.type(screen.getByLabelText(/購入店舗/), ' 銀座本店 ');
    await user.click(screen.getByRole('button', { name: '再申請する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('申請しました。');
    expect(call).toHaveBeenCalledTimes(1);
    const [endpoint, input] = call.mock.calls[0];
    expect(endpoint.path).toBe('/api/v3/wn/giftticket/ringengagement/tickets/:id');
    expect(input).toEqual({ id: 5, user_id: 7, tenant_id: 3, receipt, shop_name: '銀座本店' });
  });

  it('a kind without a receipt applies with nothing to fill', async () => {
    call.mockResolvedValue(ticket({ kind: 'fair', needs_receipt: false, state: 'applied' }));
    const { user } = setup(ticket({ kind: 'fair', needs_receipt: false, tenant: { type: 'hall', id: 3, name: 'テストガーデン迎賓館' } }));
    await user.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('申請しました。');
    expect(call.mock.calls[0][0].path).toBe('/api/v3/wn/gifttickets/:id');
    expect(call.mock.calls[0][1]).toEqual({ id: 5, user_id: 7, tenant_id: 3 });
  });

  // §8: gift ticket failures store the message; the page shows it (and she may try again).
  it.each([
    ['a receipt too large', new ApiClientError('ファイルサイズは8MBまでです', 413), 'ファイルサイズは8MBまでです'],
    ['an expired ticket', new ApiClientError('このギフト券は申請期限を過ぎています', 409), 'このギフト券は申請期限を過ぎています'],
  ])('a failing application (%s) stores the message in the store and shows it (§8)', async (_case, error, message) => {
    call.mockRejectedValue(error);
    const { store, user } = setup(ticket({ receipt_image_url: '/media/uploads/7/r.jpg', purchase_date: '2026-10-01', shop_name: '銀座本店', purchase_amount: 300000 }));
    await user.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().rewards.apply).toMatchObject({ status: 'failed', error: message });
    expect(screen.getByRole('button', { name: '申請する' })).toBeEnabled();
  });
});
