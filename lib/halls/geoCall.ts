import { isApiClientError } from '../../api/errors';

/** A lookup whose 404/400 means "no such place" (→ the 404 page): null instead of an error. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}
