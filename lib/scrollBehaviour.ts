import { anchorScrollTop, findHashTarget, ScrollPositions } from './scroll';

type RouterEvent = 'routeChangeStart' | 'routeChangeComplete' | 'hashChangeStart' | 'hashChangeComplete';

/** The part of Next's Router.events used here (a mitt emitter). */
export interface RouterEvents {
  on(event: RouterEvent, handler: (...args: any[]) => void): void;
  off(event: RouterEvent, handler: (...args: any[]) => void): void;
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The shell's scroll behaviour (§2): back/forward restores the position the entry had; any
 * other navigation goes to the top (Next does that) or to the hash anchor, stopping 80px above
 * it (160px when the page was at the top). Returns the uninstall function.
 */
export function installScrollBehaviour(win: Window, events: RouterEvents): () => void {
  const { history } = win;
  const previousRestoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const positions = new ScrollPositions(sessionStorageOf(win));
  const entryKey = (): string | null => {
    const state = history.state as { key?: unknown } | null;
    return state && typeof state.key === 'string' ? state.key : null;
  };

  let currentKey = entryKey();
  let popping = false;
  let scrollYBefore = win.scrollY;
  let restoreFrame = 0;

  // Next gives an entry a new key whenever its document loads again (back across a full page
  // load, e.g. a plain GET form), so the position is also kept under the entry's URL. That URL is
  // the one of the page on screen: on back/forward the address has already changed when the
  // route change starts, and the page being left must not write its position under the next one's.
  const urlKey = () => `url:${win.location.pathname}${win.location.search}`;
  let currentUrlKey = urlKey();
  const remember = () => {
    if (currentKey) positions.save(currentKey, win.scrollY);
    positions.save(currentUrlKey, win.scrollY);
  };
  const savedPosition = (): number | undefined => (currentKey ? positions.get(currentKey) : undefined) ?? positions.get(currentUrlKey);

  // The page may still be growing (images, late data): retry for a few frames until it is tall enough.
  const restore = (y: number) => {
    let tries = 0;
    win.cancelAnimationFrame(restoreFrame);
    const step = () => {
      win.scrollTo(0, y);
      if (Math.abs(win.scrollY - y) > 1 && tries++ < 120) restoreFrame = win.requestAnimationFrame(step);
    };
    step();
  };

  const scrollToHash = (url: string, before: number) => {
    const target = findHashTarget(win.document, url);
    if (!target) return;
    win.scrollTo(0, anchorScrollTop(target.getBoundingClientRect().top, win.scrollY, before));
  };

  const settle = (url: string) => {
    const nextKey = entryKey();
    // Back/forward lands on an entry seen before (a push always makes a new key, a replace keeps it).
    // The popstate flag alone is not enough: Next may finish the route change before other popstate listeners run.
    const wasPop = popping || (nextKey !== null && nextKey !== currentKey && positions.get(nextKey) !== undefined);
    popping = false;
    currentKey = nextKey;
    currentUrlKey = urlKey();
    const before = scrollYBefore;
    // Next scrolls (to the top, or the anchor flush with the edge) right after its events: adjust after it.
    win.setTimeout(() => {
      if (wasPop) restore(savedPosition() ?? 0);
      else scrollToHash(url, before);
    }, 0);
  };

  const onPopState = () => {
    popping = true;
  };
  const onStart = () => {
    remember();
    scrollYBefore = win.scrollY;
  };
  const onComplete = (url: string) => settle(url);
  const onPageHide = () => remember();

  win.addEventListener('popstate', onPopState, { capture: true });
  win.addEventListener('pagehide', onPageHide);
  events.on('routeChangeStart', onStart);
  events.on('hashChangeStart', onStart);
  events.on('routeChangeComplete', onComplete);
  events.on('hashChangeComplete', onComplete);

  // First load: a back/forward from another site restores; a link with a hash lands below the header.
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const initial = navigation?.type === 'back_forward' ? savedPosition() : undefined;
  if (initial !== undefined) {
    restore(initial);
  } else if (win.location.hash) {
    win.setTimeout(() => scrollToHash(win.location.href, 0), 0);
  }

  return () => {
    win.removeEventListener('popstate', onPopState, { capture: true });
    win.removeEventListener('pagehide', onPageHide);
    events.off('routeChangeStart', onStart);
    events.off('hashChangeStart', onStart);
    events.off('routeChangeComplete', onComplete);
    events.off('hashChangeComplete', onComplete);
    win.cancelAnimationFrame(restoreFrame);
    history.scrollRestoration = previousRestoration;
  };
}
