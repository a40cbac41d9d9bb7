import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { AppModal } from '@/components/layout/AppModal';
import { APP_GUIDE_TEXT, Footer } from '@/components/layout/Footer';
import { makeStore } from '@/store';
import { appActions } from '@/store/slices/app';

function renderShell(inApp = false) {
  const store = makeStore();
  if (inApp) store.dispatch(appActions.setDevice({ isInApp: true, isIOS: true, isAndroid: false, appVersion: '3.1.0', isAppV3: true }));
  render(
    <Provider store={store}>
      <Footer />
      <AppModal />
    </Provider>,
  );
  return store;
}

describe('the app-download modal (spec §4)', () => {
  it('opens from the footer with its text and closes, giving focus back', async () => {
    const user = userEvent.setup();
    const store = renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'musubiアプリのご案内' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'アプリのご案内' });
    expect(dialog).toHaveTextContent(APP_GUIDE_TEXT);
    expect(store.getState().app.appModal).toEqual({ open: true, text: APP_GUIDE_TEXT });
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().app.appModal).toEqual({ open: false, text: '' });
    expect(trigger).toHaveFocus();
  });

  it('is not offered inside the app', () => {
    renderShell(true);
    expect(screen.queryByRole('button', { name: 'musubiアプリのご案内' })).toBeNull();
  });
});
