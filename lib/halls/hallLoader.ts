import type { ApiClient } from '../../api/client';
import { getHall, type Hall } from '../../api/contract/halls';
import { isApiClientError } from '../../api/errors';

/** The id of a /halls/{id} route, or null when it is not one. */
export function hallIdParam(rawId: unknown): number | null {
  const id = typeof rawId === 'string' && /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The hall of a /halls/{id} route, or null when the id is malformed or unknown (→ the 404 page). */
export async function loadHall(api: ApiClient, rawId: unknown): Promise<Hall | null> {
  const id = hallIdParam(rawId);
  return id === null ? null : orNotFound(api.call(getHall, { id }));
}

/** A call's answer, or null when it answers 404 or 400 (the page's 404). */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

/**
 * A part of the hall page that may be missing without failing the page (a client error of one
 * section's call gives its empty value; server errors still fail loudly).
 */
export async function part<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (isApiClientError(e) && e.status >= 400 && e.status < 500) {
      console.warn(`hall page section skipped: ${e.status} ${e.message}`);
      return empty;
    }
    throw e;
  }
}

export function emptyPage<T>(perPage = 10): { items: T[]; total: number; page: number; per_page: number; total_pages: number } {
  return { items: [], total: 0, page: 1, per_page: perPage, total_pages: 0 };
}
