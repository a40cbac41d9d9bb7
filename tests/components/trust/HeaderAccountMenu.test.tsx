import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HeaderAccountMenu } from '@/components/accounts/HeaderAccountMenu';
import { makeStore } from '@/store';
import { remote } from '@/store/remote';
import { initialAppState } from '@/store/slices/app';
import { initialUserState } from '@/store/slices/user';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn() }) }));

const member = { user_id: 1, email: 'h@example.jp', nickname: 'はなこ', wedding_prefecture_slug: 'tokyo', wedding_prefecture_name: '東京都', wedding_region_slug: 'kanto', wedding_region_name: '関東', wedding_season: '2027-Q2', is_official: false, is_staff: false, email_verified: true, created_at: '2026-11-01T00:00:00.000Z' };

const show = (isInApp: boolean) =>
  render(
    <Provider store={makeStore({ app: { ...initialAppState, isInApp }, user: { ...initialUserState, me: { ...remote(null), status: 'done' } } })}>
      <HeaderAccountMenu />
    </Provider>,
  );

describe('HeaderAccountMenu', () => {
  it('offers ログイン and 会員登録 on the web', () => {
    show(false);
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員登録' })).toBeInTheDocument();
  });

  it('shows neither inside the app, whose login is its own', () => {
    show(true);
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
    expect(screen.queryByRole('link', { name: '会員登録' })).toBeNull();
  });

  it('names her, as the link to マイページ, beside ログアウト (one row on a phone)', () => {
    render(
      <Provider store={makeStore({ user: { ...initialUserState, me: { ...remote(member as never), status: 'done' } } })}>
        <HeaderAccountMenu />
      </Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'アカウント' });
    // The visible name is part of the link's name (the word マイページ stays for screen readers on a phone).
    expect(screen.getByRole('link', { name: 'はなこさん マイページ' })).toHaveAttribute('href', '/account');
    expect(nav).toContainElement(screen.getByRole('button', { name: 'ログアウト' }));
  });
});
