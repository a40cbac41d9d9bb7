import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HeaderAccountMenu } from '@/components/accounts/HeaderAccountMenu';
import { makeStore } from '@/store';
import { remote } from '@/store/remote';
import { initialAppState } from '@/store/slices/app';
import { initialUserState } from '@/store/slices/user';

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push: jest.fn() }) }));

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
});
