import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ActionToast, TOAST_MS, useToast } from '../../../components/ui/ActionToast';
import { makeStore } from '../../../store';
import { initialAppState } from '../../../store/slices/app';

function Saver() {
  const toast = useToast();
  return (
    <ActionToast message={toast.message} nonce={toast.nonce}>
      <button type="button" onClick={() => toast.say('保存しました')}>保存</button>
    </ActionToast>
  );
}

function setup(isSmall: boolean) {
  const store = makeStore({ app: { ...initialAppState, isSmall } });
  render(<Provider store={store}><Saver /></Provider>);
}

describe('ActionToast (§9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a snackbar on small screens, then goes away; the same message can be said again', async () => {
    setup(true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '保存' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('保存しました');
    expect(status.className).toContain('snackbar');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
  });

  it('is a tooltip by the control otherwise', async () => {
    setup(false);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('status').className).toContain('tooltip');
  });
});
