import type { CookieOptions } from '../../lib/cookieHeader';
import type { Db } from '../db/client';

export type { CookieOptions };

export interface SessionUser {
  id: number;
  email: string;
  nickname: string;
}



/** What an endpoint implementation knows about the request it serves. */
export interface RequestContext {
  db: Db;
  /** Derived from the session cookie or the wedding token, never from a parameter. */
  user: SessionUser | null;
  sessionId: string | null;
  /** The visitor uuid header/cookie: an identifier, never an authorisation. */
  uuid: string | null;
  ip: string;
  userAgent: string;
  cookies: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string, path?: string): void;
}
