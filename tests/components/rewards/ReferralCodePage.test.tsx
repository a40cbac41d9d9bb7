import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import ReferralPage from '../../../pages/referral';
import { makeStore } from '../../../store';
import { REFERRAL_CODE_PROBLEMS } from '../../../lib/rewards/referralCode';

const push = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push, replace: push, query: {}, asPath: '/referral' }) }));

const meta = { title: '紹介コードの入力', description: '', canonical: '/referral', noindex: true } as never;
const page = (enter: { code: string; problem: 'unknown' | null }) =>
  render(<Provider store={makeStore()}><ReferralPage meta={meta} enter={enter} /></Provider>);

describe('/referral: the code form', () => {
  beforeEach(() => push.mockClear());

  it('is a plain GET form to /referral, so it works before the scripts arrive', () => {
    page({ code: '', problem: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('お友だちの紹介コードを入力');
    const input = screen.getByRole('textbox', { name: /紹介コード/ });
    expect(input).toHaveAttribute('name', 'code');
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/referral');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a code that leads nowhere on the same page, keeping what she typed', () => {
    page({ code: 'ZZZZZZZZ', problem: 'unknown' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('紹介コードを確認できませんでした');
    expect(screen.getByRole('alert')).toHaveTextContent(REFERRAL_CODE_PROBLEMS.unknown);
    const input = screen.getByRole('textbox', { name: /紹介コード/ });
    expect(input).toHaveValue('ZZZZZZZZ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(REFERRAL_CODE_PROBLEMS.unknown));
  });

  it('with scripts, opens the typed code through the client router, normalised', async () => {
    page({ code: '', problem: null });
    await userEvent.type(screen.getByRole('textbox', { name: /紹介コード/ }), 'ａｂ１２ｃｄ３４');
    await userEvent.click(screen.getByRole('button', { name: 'コードを確認する' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/referral', query: { code: 'AB12CD34' } });
  });
});
