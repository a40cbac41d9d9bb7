import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { browserApi } from '../../api/client';
import { introduceUuid, registerUuid } from '../../api/contract/visitors';
import { deviceFromUserAgent } from '../bridge/userAgent';
import { ARRIVAL_SESSION_KEY, arrivalOf } from './arrival';
import { browserUuidDeps } from './browserUuidDeps';
import { ensureVisitorUuid } from './visitorUuid';

let uuidPromise: Promise<string | null> | null = null;

/** One registration per page load, shared by every caller. */
export function visitorUuid(): Promise<string | null> {
  if (!uuidPromise) {
    const source = deviceFromUserAgent(window.navigator.userAgent).isInApp ? 'app' : 'web';
    uuidPromise = ensureVisitorUuid(browserUuidDeps((uuid) => browserApi().call(registerUuid, { uuid, source }))).then((uuid) => {
      if (!uuid) uuidPromise = null;
      return uuid;
    });
  }
  return uuidPromise;
}

async function track(path: string): Promise<void> {
  const uuid = await visitorUuid();
  if (!uuid) return;
  let first = false;
  try {
    first = window.sessionStorage.getItem(ARRIVAL_SESSION_KEY) === null;
    window.sessionStorage.setItem(ARRIVAL_SESSION_KEY, '1');
  } catch {
    first = false;
  }
  const arrival = arrivalOf(new URL(path, window.location.origin), first ? document.referrer : '', first);
  if (arrival) await browserApi().call(introduceUuid, { uuid, ...arrival });
}

/**
 * Session tracking (§4): on load and on each history change the visitor's uuid is made sure
 * of, and how they arrived is recorded. Failures never disturb the page.
 */
export function useVisitorTracking(): void {
  const router = useRouter();
  useEffect(() => {
    const run = (path: string) => void track(path).catch(() => undefined);
    run(window.location.pathname + window.location.search);
    router.events.on('routeChangeComplete', run);
    return () => router.events.off('routeChangeComplete', run);
  }, [router.events]);
}
