import type { RouterEvents } from './scrollBehaviour';

/**
 * After each client-side navigation, focus moves to the new page's main heading (the first h1 in
 * <main>, else <main> itself), without scrolling: a screen reader announces the new page by its
 * heading, and a keyboard user's next Tab starts from the page, not from the link she left.
 * Shallow moves (a filter, a tab), a hash's anchor and a page that focused something of its own
 * keep focus where it is. The first load
 * moves nothing. Returns the uninstall function.
 */
export function installFocusOnNavigation(win: Window, events: RouterEvents): () => void {
  let frame = 0;
  const onComplete = (_url: string, options?: { shallow?: boolean }) => {
    if (options?.shallow || win.location.hash) return;
    win.cancelAnimationFrame(frame);
    // After the new page has been committed and painted.
    frame = win.requestAnimationFrame(() => {
      const main = win.document.querySelector('main');
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      // The page put focus somewhere of its own (a form's first field, a notice): it stays.
      const active = win.document.activeElement;
      if (active && active !== win.document.body && main?.contains(active)) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  };
  events.on('routeChangeComplete', onComplete);
  return () => {
    win.cancelAnimationFrame(frame);
    events.off('routeChangeComplete', onComplete);
  };
}
