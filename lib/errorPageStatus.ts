import { isApiClientError } from '../api/errors';
import { isUnavailable } from './unavailable';

/** Seconds a visitor is asked to wait when the site cannot answer (database down, overload). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The status of the page shown when a page's data could not be loaded: the visitor's own bad
 * input (a NUL byte, a page number past the end: the API's 4xx) is a page that does not exist;
 * an unreachable database or overload (503, 429) is "try again shortly"; anything else is ours.
 */
export function errorPageStatus(err: unknown, current: number | undefined): number {
  if (isApiClientError(err)) {
    if (err.status === 503 || err.status === 429) return 503;
    if (err.status >= 400 && err.status < 500) return 404;
  }
  if (isUnavailable(err)) return 503;
  return current && current >= 400 ? current : 500;
}
