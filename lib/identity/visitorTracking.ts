import { browserApi } from '../../api/client';
import { deviceFromUserAgent } from '../bridge/userAgent';
import { ARRIVAL_SESSION_KEY, arrivalOf } from './arrival';
import { browserUuidDeps } from './browserUuidDeps';
import { ensureVisitorUuid } from './visitorUuid';

// The endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const visitorsContract = () => import('../../api/contract/visitors');

let uuidPromise: Promise<string | null> | null = null;

/** One registration per page load, shared by every caller. */
export function visitorUuid(): Promise<string | null> {
  if (!uuidPromise) {
    const source = deviceFromUserAgent(window.navigator.userAgent).isInApp ? 'app' : 'web';
    uuidPromise = ensureVisitorUuid(browserUuidDeps((uuid) => visitorsContract().then((c) => browserApi().call(c.registerUuid, { uuid, source })))).then((uuid) => {
      if (!uuid) uuidPromise = null;
      return uuid;
    });
  }
  return uuidPromise;
}

/** Makes sure of the visitor's uuid and records how she arrived at `path` (§4). */
export async function trackVisit(path: string): Promise<void> {
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
  if (arrival) await browserApi().call((await visitorsContract()).introduceUuid, { uuid, ...arrival });
}
