import { installScrollBehaviour, type RouterEvents } from '@/lib/scrollBehaviour';
import { MemoryStorage } from '@/tests/support/memoryStorage';

type Handler = (...args: any[]) => void;


/** Next's Router.events, reduced to what the behaviour listens to. */
class Events implements RouterEvents {
  handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  off(event: string, handler: Handler) {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
  }
  emit(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
}

/** A window with one tab's history: enough of it for the behaviour (scrolling is instant, the page tall). */
function fakeWindow(storage: MemoryStorage, navigationType = 'navigate') {
  const listeners = new Map<string, Handler[]>();
  const win = {
    scrollY: 0,
    history: { state: null as { key: string } | null, scrollRestoration: 'auto' },
    location: { pathname: '/', search: '', hash: '', href: 'http://localhost/' },
    sessionStorage: storage,
    document: { getElementById: () => null, getElementsByName: () => [] },
    performance: { getEntriesByType: () => [{ type: navigationType }] },
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 0) as unknown as number,
    cancelAnimationFrame: (id: number) => clearTimeout(id),
    addEventListener(type: string, fn: Handler) {
      listeners.set(type, [...(listeners.get(type) ?? []), fn]);
    },
    removeEventListener(type: string, fn: Handler) {
      listeners.set(type, (listeners.get(type) ?? []).filter((h) => h !== fn));
    },
    dispatch(type: string) {
      for (const fn of listeners.get(type) ?? []) fn();
    },
    /** Where the tab is: the address bar and the entry's state, as history changes them. */
    at(url: string, key: string) {
      const u = new URL(url, 'http://localhost');
      Object.assign(win.location, { pathname: u.pathname, search: u.search, hash: u.hash, href: u.href });
      win.history.state = { key };
    },
  };
  return win;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A client-side route change as Next runs it: start, the address changes, Next scrolls to the top, complete. */
async function clientNavigation(win: ReturnType<typeof fakeWindow>, events: Events, url: string, key: string, pop = false) {
  if (pop) {
    win.at(url, key);
    win.dispatch('popstate');
    events.emit('routeChangeStart', url);
  } else {
    events.emit('routeChangeStart', url);
    win.at(url, key);
  }
  win.scrollTo(0, 0);
  events.emit('routeChangeComplete', url);
  await settle();
}

const RESULTS = '/halls/search/?prefecture_slug=tokyo&s=rating';
const HALL = '/halls/28';

describe('the shell\'s scroll behaviour', () => {
  it('brings her back to her place in the list, and keeps that place under the list\'s address, not the page she left', async () => {
    const storage = new MemoryStorage();
    const events = new Events();
    const win = fakeWindow(storage);
    win.at(RESULTS, 'results');
    const uninstall = installScrollBehaviour(win as unknown as Window, events);

    win.scrollTo(0, 1931);
    await clientNavigation(win, events, HALL, 'hall');
    // A new page starts at the top.
    expect(win.scrollY).toBe(0);
    win.scrollTo(0, 640);
    await clientNavigation(win, events, RESULTS, 'results', true);
    expect(win.scrollY).toBe(1931);

    const saved = JSON.parse(storage.getItem('musubi_scroll_positions') ?? '{}') as Record<string, number>;
    expect(saved[`url:${RESULTS}`]).toBe(1931);
    expect(saved[`url:${HALL}`]).toBe(640);
    uninstall();
  });

  it('restores by address when the list\'s document loads again under a new key (back across a full page load)', async () => {
    const storage = new MemoryStorage();
    const first = fakeWindow(storage);
    const events = new Events();
    first.at(RESULTS, 'results');
    const uninstall = installScrollBehaviour(first as unknown as Window, events);
    first.scrollTo(0, 1931);
    await clientNavigation(first, events, HALL, 'hall');
    first.scrollTo(0, 640);
    await clientNavigation(first, events, RESULTS, 'results', true);
    first.scrollTo(0, 1500);
    first.dispatch('pagehide');
    uninstall();

    // The browser dropped the document; back loads it again and Next gives the entry a new key.
    const again = fakeWindow(storage, 'back_forward');
    again.at(RESULTS, 'reloaded');
    const uninstallAgain = installScrollBehaviour(again as unknown as Window, new Events());
    await settle();
    expect(again.scrollY).toBe(1500);
    uninstallAgain();
  });
});
