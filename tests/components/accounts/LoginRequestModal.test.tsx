import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { LoginRequestModal } from '../../../components/accounts/LoginRequestModal';
import { LOGIN_REDIRECT_STORAGE_KEY } from '../../../lib/constants';
import { configureStore } from '@reduxjs/toolkit';
import app from '../../../store/slices/app';
import userReducer from '../../../store/slices/user';
import { requireLogin } from '../../../store/requireLogin';
import { appActions } from '../../../store/slices/app';

/** Only the slices this component reads: other domains' slices are not its concern. */
const makeStore = () => configureStore({ reducer: { app, user: userReducer } });

function setup() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <button type="button">クリップする</button>
      <LoginRequestModal />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

afterEach(() => window.sessionStorage.clear());

describe('LoginRequestModal', () => {
  it('stays hidden until requireLogin() finds an anonymous visitor', () => {
    const { store } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.history.pushState({}, '', '/halls/12?tab=photos');
    let allowed = true;
    act(() => {
      allowed = store.dispatch(requireLogin() as never) as unknown as boolean;
    });
    expect(allowed).toBe(false);
    expect(store.getState().app.requestLogin).toBe(true);
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/halls/12?tab=photos');
    const dialog = screen.getByRole('dialog', { name: '保存するには会員登録（無料）が必要です' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: '会員登録（無料）' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
  });

  it('moves focus inside, traps Tab, closes on Escape and returns focus', async () => {
    const { store, user } = setup();
    const trigger = screen.getByRole('button', { name: 'クリップする' });
    trigger.focus();
    act(() => {
      store.dispatch(appActions.setRequestLogin(true));
    });
    const register = screen.getByRole('link', { name: '会員登録（無料）' });
    const close = screen.getByRole('button', { name: '閉じる' });
    expect(register).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(register).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().app.requestLogin).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('a signed-in user passes requireLogin() without a prompt', () => {
    const { store } = setup();
    store.dispatch({ type: 'user/fetchMe/fulfilled', payload: { user_id: 1, nickname: 'はなこ' }, meta: { arg: undefined, requestId: 'x', requestStatus: 'fulfilled' } });
    expect(store.dispatch(requireLogin() as never)).toBe(true);
    expect(store.getState().app.requestLogin).toBe(false);
  });
});
