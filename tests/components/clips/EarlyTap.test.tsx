import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ClipToggle } from '../../../components/clips/ClipToggle';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_PENDING_ATTRIBUTE, earlyTapsSource } from '../../../lib/earlyTaps';

// The page's scripts arrive after its first paint: a tap on a main button meanwhile is kept by the
// document's inline script and pressed once the button hydrates (lib/earlyTaps.ts).
describe('taps before hydration', () => {
  afterEach(() => {
    delete window.__musubiEarlyTaps;
    document.body.innerHTML = '';
  });

  function serverHtml(onPress: () => void) {
    const ui = (
      <a href="/halls/3" data-testid="card">
        <ClipToggle pressed={false} onPress={onPress} subject="テストガーデン" labels={{ off: 'クリップする', on: 'クリップ済み' }} icon="clip" />
      </a>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    return { ui, container };
  }

  it('keeps a tap made before hydration (not following the card link) and presses the button once it hydrates', () => {
    // The inline script of the document's head.
    new Function(earlyTapsSource())();
    const onPress = jest.fn();
    const { ui, container } = serverHtml(onPress);
    const button = container.querySelector('button')!;
    expect(button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Not followed through the card's link, and shown pressed while it waits.
    expect(click.defaultPrevented).toBe(true);
    expect(button.hasAttribute(EARLY_TAP_PENDING_ATTRIBUTE)).toBe(true);
    expect(window.__musubiEarlyTaps).toEqual([button]);

    act(() => {
      render(ui, { container, hydrate: true });
    });
    // The same node, hydrated: pressed once (two taps before it hydrated are one press), mark gone.
    expect(screen.getByRole('button', { name: /^テストガーデンをクリップする/ })).toBe(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute(EARLY_TAP_PENDING_ATTRIBUTE)).toBe(false);
    expect(window.__musubiEarlyTaps).toEqual([]);

    // Once hydrated, taps are React's own.
    act(() => button.click());
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a button nobody tapped before hydration is not pressed', () => {
    new Function(earlyTapsSource())();
    const onPress = jest.fn();
    const { ui, container } = serverHtml(onPress);
    act(() => {
      render(ui, { container, hydrate: true });
    });
    expect(onPress).not.toHaveBeenCalled();
  });
});
