import type { GetServerSidePropsContext, Redirect } from 'next';
import { serverApi } from '@/api/server';
import { isApiClientError } from '@/api/errors';
import { magazineRedirect } from '@/api/contract/magazineRedirects';
import { magazineSearchPath } from '@/lib/search/paths';

/** An old address of an article that was taken down (its page answers 410). */
export const GONE = 'gone' as const;

/**
 * The 301 to where an address of the magazine's old WordPress site lives now, GONE when it was an
 * article's and the article was withdrawn, or null when the address is not one (`?p={id}` on the
 * home page, any other path on the catch-all page).
 */
export async function oldAddressRedirect({ req, res, resolvedUrl }: Pick<GetServerSidePropsContext, 'req' | 'res' | 'resolvedUrl'>): Promise<Redirect | typeof GONE | null> {
  const url = new URL(req.url ?? resolvedUrl, 'http://site.invalid');
  // WordPress's search (/?s=…, /page/2/?s=…): the magazine's own search lists the same posts.
  const s = url.searchParams.get('s');
  const wpPage = /^\/page\/(\d{1,2})\/?$/.exec(url.pathname);
  if (s !== null && (url.pathname === '/' || wpPage)) {
    return { destination: magazineSearchPath(s.slice(0, 100), wpPage ? Number(wpPage[1]) : 1), statusCode: 301 };
  }
  const raw = url.searchParams.get('p');
  // ?p={id} on the old site's root (or its folder, when WordPress lived in one).
  const p = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  if (url.pathname === '/' && !p) return null;
  try {
    const { location } = await serverApi(req, res).call(magazineRedirect, { path: url.pathname, p });
    return { destination: location, statusCode: 301 };
  } catch (e) {
    if (isApiClientError(e) && e.status === 410) return GONE;
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}
