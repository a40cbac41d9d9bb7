import { parseCookieHeader, serialiseCookie, setCookieHeader } from '../../lib/cookieHeader';

/** The one cookie parser, serialiser and Set-Cookie writer (lib/cookieHeader.js), shared with the page renders and the page cache. */
export const parseCookies = parseCookieHeader;
export { serialiseCookie, setCookieHeader };
