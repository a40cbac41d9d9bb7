import { parseCookieHeader, serialiseCookie } from '../../lib/cookieHeader';

/** The one cookie parser and serialiser (lib/cookieHeader.js), shared with the page renders and the page cache. */
export const parseCookies = parseCookieHeader;
export { serialiseCookie };
