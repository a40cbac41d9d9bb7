import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import type { HallProfile } from '../../../api/contract/partners';
import { PARTNER_MSG } from '../../../api/contract/partnerLabels';
import { HallProfileForm } from '../../../components/partners/HallProfileForm';
import { makeStore } from '../../../store';

const hall: HallProfile = {
  id: 5, name: 'ザ・ガーデンテラス表参道', public_path: '/halls/5', catch_copy: '光の差し込むチャペル', description: '表参道の緑に囲まれた一軒家。', access: '表参道駅から徒歩3分',
  price_min: 2500000, price_max: 4000000, capacity_min: 20, capacity_max: 120, ceremony_styles: ['christian'], features: ['chapel'],
};

function renderForm() {
  const call = jest.fn(async (_e: { path: string }, input: Record<string, unknown>) => ({ hall: { ...hall, catch_copy: String(input.catch_copy) } }));
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><HallProfileForm hallId={5} hall={hall} /></Provider>);
  return { call, user: userEvent.setup() };
}

describe('HallProfileForm', () => {
  it('shows the ceremony styles and こだわり in Japanese, and saves the edited profile through the profile endpoint', async () => {
    const { call, user } = renderForm();
    expect(screen.getByRole('checkbox', { name: 'キリスト教式' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '神前式' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'チャペルあり' })).toBeChecked();
    expect(screen.getByRole('group', { name: '挙式スタイル' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/christian|shinto|chapel/);
    const copy = screen.getByLabelText('キャッチコピー');
    await user.clear(copy);
    await user.type(copy, '緑に包まれるガーデン挙式');
    await user.click(screen.getByRole('checkbox', { name: '人前式' }));
    await user.click(screen.getByRole('checkbox', { name: 'チャペルあり' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('保存しました');
    expect(call).toHaveBeenCalledTimes(1);
    const [endpoint, input] = call.mock.calls[0];
    expect(endpoint.path).toBe('/api/partner/halls/:hall_id');
    expect(input).toEqual(expect.objectContaining({ hall_id: 5, catch_copy: '緑に包まれるガーデン挙式', price_min: '2500000', capacity_max: '120', ceremony_styles: ['christian', 'civil'], features: [] }));
  });

  it('refuses before sending with the server\'s own Japanese messages (price range, text length)', async () => {
    const { call, user } = renderForm();
    const min = screen.getByLabelText('料金の下限（円）');
    await user.clear(min);
    await user.type(min, '5000000');
    const copy = screen.getByLabelText('キャッチコピー');
    await user.clear(copy);
    await user.click(copy);
    await user.paste('あ'.repeat(81));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText(PARTNER_MSG.price)).toBeInTheDocument();
    expect(screen.getByText(PARTNER_MSG.text('キャッチコピー', 80))).toBeInTheDocument();
    expect(screen.getByLabelText('キャッチコピー')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });
});
