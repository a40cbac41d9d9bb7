import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import { RingGiftClaim } from '../../../components/rewards/RingGiftClaim';
import { makeStore } from '../../../store';
import { doneRemote, remote } from '../../../store/remote';
import { initialUserState } from '../../../store/slices/user';
import { member } from '../clips/support';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, replace: push, query: {}, asPath: '/ring/brands/3' }) }));

function renderClaim(call: jest.Mock, anonymous = false) {
  const store = makeStore({ user: { ...initialUserState, me: anonymous ? { ...remote(null), status: 'done' } : doneRemote(member) } } as never, { call } as unknown as ApiClient);
  render(
    <Provider store={store}>
      <RingGiftClaim brandId={3} brandName="ルミエール" amount={20000} />
    </Provider>,
  );
  return store;
}

describe('RingGiftClaim', () => {
  beforeEach(() => push.mockClear());

  it('takes the brand ticket and opens it to apply with the receipt', async () => {
    const call = jest.fn().mockResolvedValue({ ticket_id: 41, already: false });
    renderClaim(call);
    expect(screen.getByText(/20,000円分のギフト券/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ギフト券を申請する' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/wn/giftticket/ringengagement/claim' }), { brand_id: 3 });
    expect(push).toHaveBeenCalledWith('/mypage/gifttickets/41');
  });

  it('says in Japanese when it failed', async () => {
    const call = jest.fn().mockRejectedValue(new ApiClientError('boom', 500));
    renderClaim(call);
    await userEvent.click(screen.getByRole('button', { name: 'ギフト券を申請する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ギフト券を受け取れませんでした');
    expect(push).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor to register instead of calling', async () => {
    const call = jest.fn();
    const store = renderClaim(call, true);
    await userEvent.click(screen.getByRole('button', { name: 'ギフト券を申請する' }));
    expect(call).not.toHaveBeenCalled();
    expect(store.getState().app.requestLogin).toBe(true);
  });
});
