/** @jest-environment jest-fixed-jsdom */
import { installFocusOnNavigation } from '../../../lib/focusOnNavigation';

function emitter() {
  const handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  return {
    on: (e: string, h: (...a: unknown[]) => void) => handlers.set(e, [...(handlers.get(e) ?? []), h]),
    off: (e: string, h: (...a: unknown[]) => void) => handlers.set(e, (handlers.get(e) ?? []).filter((x) => x !== h)),
    emit: (e: string, ...a: unknown[]) => (handlers.get(e) ?? []).forEach((h) => h(...a)),
  };
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

describe('focus after a client-side navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><a href="/magazine">マガジン</a></header><main id="main" tabindex="-1"><h1>結婚式場を探す</h1></main>';
    window.history.replaceState(null, '', '/');
  });

  it('moves to the new page\'s main heading, so it is announced', async () => {
    const events = emitter();
    const uninstall = installFocusOnNavigation(window, events);
    (document.querySelector('header a') as HTMLElement).focus();
    events.emit('routeChangeComplete', '/magazine', { shallow: false });
    await frame();
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    uninstall();
  });

  it('falls back to <main> on a page without an h1', async () => {
    document.querySelector('h1')!.remove();
    const events = emitter();
    const uninstall = installFocusOnNavigation(window, events);
    events.emit('routeChangeComplete', '/x', { shallow: false });
    await frame();
    expect(document.activeElement).toBe(document.querySelector('main'));
    uninstall();
  });

  it('leaves focus the new page gave to something of its own', async () => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<input aria-label="メール">');
    const events = emitter();
    const uninstall = installFocusOnNavigation(window, events);
    const input = document.querySelector('input')!;
    input.focus();
    events.emit('routeChangeComplete', '/register', { shallow: false });
    await frame();
    expect(document.activeElement).toBe(input);
    uninstall();
  });

  it('a shallow move (a filter) keeps focus where it is', async () => {
    const events = emitter();
    const uninstall = installFocusOnNavigation(window, events);
    const link = document.querySelector('header a') as HTMLElement;
    link.focus();
    events.emit('routeChangeComplete', '/?sort=new', { shallow: true });
    await frame();
    expect(document.activeElement).toBe(link);
    uninstall();
  });
});
