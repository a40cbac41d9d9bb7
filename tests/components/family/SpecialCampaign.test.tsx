import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ApiClient } from '../../../api/client';
import { SpecialCampaign } from '../../../components/family/SpecialCampaign';
import { makeStore } from '../../../store';

const LINE = { line_user_id: `U${'0123456789abcdef'.repeat(2)}`, line_access_token: 'token-0123456789' };

/** LINE opened the page with its credentials in the hash; the check answers verified, not yet applied. */
function setup(answer: unknown = { result: true, message: 'お申し込みを受け付けました。' }) {
  window.location.hash = `line_user_id=${LINE.line_user_id}&line_access_token=${LINE.line_access_token}`;
  const call = jest.fn((endpoint: { method: string }, _input?: unknown) =>
    Promise.resolve(endpoint.method === 'GET' ? { available: true, verified: true, linked: false, applied: false, signed_in: true } : answer),
  );
  const store = makeStore(undefined, { call } as unknown as ApiClient);
  render(<Provider store={store}><SpecialCampaign signedIn /></Provider>);
  return { call, posts: () => call.mock.calls.filter(([e]) => e.method === 'POST'), user: userEvent.setup() };
}

afterEach(() => {
  window.location.hash = '';
});

describe('SpecialCampaign', () => {
  it('shows each field\'s Japanese message and sends nothing while the form is incomplete', async () => {
    const { posts, user } = setup();
    await user.click(await screen.findByRole('button', { name: '連携して申し込む' }));
    expect(await screen.findByText('お名前を入力してください')).toBeInTheDocument();
    expect(screen.getByText('郵便番号を入力してください')).toBeInTheDocument();
    expect(screen.getByText('お届け先の住所を入力してください')).toBeInTheDocument();
    expect(screen.getByText('日付を入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('お名前')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('お名前')).toHaveAccessibleDescription('お名前を入力してください');
    await user.type(screen.getByLabelText('郵便番号（半角数字7桁）'), '100-00');
    await user.click(screen.getByRole('button', { name: '連携して申し込む' }));
    expect(await screen.findByText('郵便番号は半角数字7桁で入力してください')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('sends the LINE credentials with the values as typed, and says the answer', async () => {
    const { posts, user } = setup();
    await user.type(await screen.findByLabelText('お名前'), '佐藤 美咲');
    await user.type(screen.getByLabelText('郵便番号（半角数字7桁）'), '100-0001');
    await user.type(screen.getByLabelText('お届け先の住所'), '東京都千代田区千代田1-1');
    await user.type(screen.getByLabelText('挙式予定日'), '2027-05-01');
    await user.click(screen.getByRole('button', { name: '連携して申し込む' }));
    expect(await screen.findByRole('status')).toHaveTextContent('お申し込みを受け付けました。');
    expect(posts()).toHaveLength(1);
    expect(posts()[0][1]).toEqual({ ...LINE, name: '佐藤 美咲', postal_code: '100-0001', address: '東京都千代田区千代田1-1', wedding_date: '2027-05-01' });
  });
});
