import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SessionUser } from '../http/context';
import { SESSION_COOKIE, sessionUserId } from './sessions';
import { WEDDING_TOKEN_HEADER, tokenUserId } from './weddingTokens';

export interface Authentication {
  user: SessionUser | null;
  /** The session cookie's id when it names a live session (for logout and rotation). */
  sessionId: string | null;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Reads the wedding token from X-Wedding-Token, or an `Authorization: Bearer` header. */
export function weddingTokenOf(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = headerValue(headers, WEDDING_TOKEN_HEADER)?.trim();
  if (direct) return direct;
  const auth = headerValue(headers, 'authorization');
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return m ? m[1] : null;
}

/**
 * Resolves the user from the session cookie or the native app's wedding token (equivalent
 * ways to be signed in). A token that is present wins over the cookie: inside the app the
 * token is the app's own login. Inactive accounts are anonymous.
 */
export async function authenticate(
  cookies: Record<string, string>,
  headers: Record<string, string | string[] | undefined>,
  db: Db,
): Promise<Authentication> {
  const sid = cookies[SESSION_COOKIE];
  const sessionOwner = sid ? await sessionUserId(db, sid) : null;
  const token = weddingTokenOf(headers);
  const tokenOwner = token ? await tokenUserId(db, token) : null;
  const userId = tokenOwner ?? sessionOwner;
  const sessionId = sessionOwner !== null ? sid! : null;
  if (userId === null) return { user: null, sessionId };
  const [row] = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return { user: row ?? null, sessionId };
}
