/** The first signs of a visitor at the page: any of these starts the deferred work at once. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Resolves at the visitor's first tap, key or scroll, or `quietMs` after the page has loaded,
 * whichever comes first, and then only at an idle moment. Work that can wait (the visit's
 * bookkeeping) thus never competes with the first paint and hydration on a slow phone, while a
 * visitor who does anything at all is counted at once.
 */
export function whenEngaged(win: Window, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: number | undefined;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      for (const type of ENGAGEMENT_EVENTS) win.removeEventListener(type, start, true);
      win.removeEventListener('load', startTimer);
      if (timer !== undefined) win.clearTimeout(timer);
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else win.setTimeout(resolve, 0);
    };
    const startTimer = () => {
      timer = win.setTimeout(start, quietMs);
    };
    for (const type of ENGAGEMENT_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
    if (win.document.readyState === 'complete') startTimer();
    else win.addEventListener('load', startTimer, { once: true });
  });
}
