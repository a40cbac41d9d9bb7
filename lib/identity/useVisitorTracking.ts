import { useRouter } from 'next/router';
import { useEffect } from 'react';

// The tracking code (uuid, cookie, arrival) is loaded at the first idle moment, not with the page.
const tracking = () => import('./visitorTracking');

/**
 * Session tracking (§4): on load and on each history change the visitor's uuid is made sure
 * of, and how they arrived is recorded. Failures never disturb the page.
 */
export function useVisitorTracking(): void {
  const router = useRouter();
  useEffect(() => {
    const run = (path: string) => void tracking().then((t) => t.trackVisit(path)).catch(() => undefined);
    // The first page's tracking waits for an idle moment so it never competes with hydration.
    const first = () => run(window.location.pathname + window.location.search);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(first, { timeout: 3000 });
    else window.setTimeout(first, 1);
    router.events.on('routeChangeComplete', run);
    return () => router.events.off('routeChangeComplete', run);
  }, [router.events]);
}
