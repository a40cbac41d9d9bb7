import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { VISIT_TRACKING_QUIET_MS } from '../constants';
import { whenEngaged } from './whenEngaged';

// The tracking code (uuid, cookie, arrival) is loaded when the visitor engages, not with the page.
const tracking = () => import('./visitorTracking');

/**
 * Session tracking (§4): on load and on each history change the visitor's uuid is made sure
 * of, and how they arrived is recorded. Failures never disturb the page. The first page's
 * tracking waits for the first tap or scroll, or a few quiet seconds after load (whenEngaged),
 * so it never competes with hydration; history changes before then are recorded after it, in order.
 */
export function useVisitorTracking(): void {
  const router = useRouter();
  useEffect(() => {
    const landing = window.location.pathname + window.location.search;
    let queue = whenEngaged(window, VISIT_TRACKING_QUIET_MS).then(() => trackQuietly(landing));
    const run = (path: string) => {
      queue = queue.then(() => trackQuietly(path));
    };
    router.events.on('routeChangeComplete', run);
    return () => router.events.off('routeChangeComplete', run);
  }, [router.events]);
}

function trackQuietly(path: string): Promise<void> {
  return tracking()
    .then((t) => t.trackVisit(path))
    .catch(() => undefined);
}
