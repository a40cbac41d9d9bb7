import { isApiClientError } from '../../api/errors';

/** Runs a page's API calls; a 404 (or a malformed id, 400) becomes the page's notFound. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

/** 1 or 2 from ?respondent=, else null. */
export function respondentParam(v: string | string[] | undefined): 1 | 2 | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s === '1' ? 1 : s === '2' ? 2 : null;
}

/** The couple-and-family tools' public pages (the sitemap lists them). */
export const FAMILY_PUBLIC_PATHS = ['/diagnosis/', '/parents/', '/lp/kaoawase_template', '/contact'] as const;
