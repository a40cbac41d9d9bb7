import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { ApiClientError } from '../../../api/errors';
import type { PartnerBenefit, PartnerPlan } from '../../../api/contract/partnerPlans';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { PlansManager } from '../../../components/partners/PlansManager';
import { makeStore } from '../../../store';

const plan: PartnerPlan = {
  id: 7, name: '【平日限定】少人数ウェディングプラン', description: '30名様向けのプランです。', price: 1280000, guest_count: 30, includes: ['挙式料', '料理・飲物'], valid_until: '2027-03-31', is_popular: false, published: false,
};
const benefit: PartnerBenefit = { id: 3, title: 'ご成約特典：料理ランクアップ', description: 'コース料理を1ランクアップします。', conditions: '', amount: 50000, valid_until: null, is_limited: true, published: true };

function renderManager(call: jest.Mock) {
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><PlansManager hallId={5} plans={[plan]} benefits={[benefit]} /></Provider>);
  return userEvent.setup();
}

describe('PlansManager', () => {
  it('publishes an unpublished plan with its edited price, and says so in Japanese', async () => {
    const call = jest.fn(async (_e: { path: string }, input: Record<string, unknown>) => ({ plan: { ...plan, price: Number(input.price), published: input.published } }));
    const user = renderManager(call);
    const card = screen.getAllByTestId('plan')[0];
    expect(within(card).getByText('非公開')).toBeInTheDocument();
    const price = within(card).getByLabelText('料金（円）');
    await user.clear(price);
    await user.type(price, '1180000');
    await user.click(within(card).getByRole('button', { name: '公開する' }));
    const [endpoint, input] = call.mock.calls[0];
    expect(endpoint.path).toBe('/api/partner/halls/:hall_id/plans/:plan_id');
    expect(input).toEqual(expect.objectContaining({ hall_id: 5, plan_id: 7, price: '1180000', includes: ['挙式料', '料理・飲物'], valid_until: '2027-03-31', published: true }));
    expect(await within(card).findByRole('status')).toHaveTextContent('公開しました');
    expect(within(card).getByText('公開中')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '非公開にする' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/true|false|published/);
  });

  it('adds a new benefit unpublished to the list, and shows the server\'s refusal on a bad amount', async () => {
    const call = jest.fn()
      .mockRejectedValueOnce(new ApiClientError(PARTNER_MSG.benefitAmount, 400))
      .mockImplementationOnce(async (_e: unknown, input: Record<string, unknown>) => ({ benefit: { ...benefit, id: 4, title: input.title, amount: null, published: false } }));
    const user = renderManager(call);
    const blank = screen.getAllByTestId('benefit')[1];
    await user.type(within(blank).getByLabelText('特典名'), 'ドレス10%割引');
    await user.type(within(blank).getByLabelText('特典の説明'), '提携ショップのドレスが10%割引になります。');
    await user.type(within(blank).getByLabelText('特典の金額（円）'), '１万');
    await user.click(within(blank).getByRole('button', { name: '非公開で追加する' }));
    expect(await within(blank).findByRole('alert')).toHaveTextContent(PARTNER_MSG.benefitAmount);
    await user.clear(within(blank).getByLabelText('特典の金額（円）'));
    await user.click(within(blank).getByRole('button', { name: '非公開で追加する' }));
    expect((call.mock.calls[1] as unknown[])[0]).toEqual(expect.objectContaining({ path: '/api/partner/halls/:hall_id/benefits', method: 'POST' }));
    expect((call.mock.calls[1] as unknown[])[1]).toEqual(expect.objectContaining({ hall_id: 5, title: 'ドレス10%割引', amount: '', published: false }));
    const cards = await screen.findAllByTestId('benefit');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]).getByRole('heading')).toHaveTextContent('ドレス10%割引');
    expect(within(cards[1]).getByText('非公開')).toBeInTheDocument();
  });
});
