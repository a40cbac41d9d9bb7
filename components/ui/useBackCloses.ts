import Router from 'next/router';
import { useEffect, useRef } from 'react';

type PopStateGuard = Parameters<typeof Router.beforePopState>[0];

/** Next's router's pop-state guard (absent outside a Next page, e.g. in component tests). */
function guardPopState(guard: PopStateGuard): void {
  try {
    Router.beforePopState(guard);
  } catch {
    // no router: nothing else listens to popstate
  }
}

const MARK = 'musubiOverlay';

/**
 * A full-screen layer (the photo viewer) that Back closes: while it is mounted the page has one
 * more history entry (same address), so Back (Android's, the browser's, the app's) closes the layer
 * only and leaves her on the page. Next's router is told to leave that Back alone (it would
 * otherwise load the page again); closing the layer another way (閉じる, Esc) takes the entry
 * back out, likewise unseen by the router.
 */
export function useBackCloses(onBack: () => void): void {
  const back = useRef(onBack);
  back.current = onBack;
  useEffect(() => {
    let poppedByBack = false;
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    const onPop = () => {
      poppedByBack = true;
      back.current();
    };
    window.addEventListener('popstate', onPop);
    guardPopState(() => false);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!poppedByBack && (window.history.state as Record<string, unknown> | null)?.[MARK]) {
        // Closed by 閉じる or Esc: leave the entry, unseen by the router, then give popstate back to it.
        guardPopState(() => {
          guardPopState(() => true);
          return false;
        });
        window.history.back();
      } else {
        guardPopState(() => true);
      }
    };
  }, []);
}
