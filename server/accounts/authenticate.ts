import type { Db } from '../db/client';
import type { SessionUser } from '../http/context';

export interface Authentication {
  user: SessionUser | null;
  sessionId: string | null;
}

/**
 * Resolves the user from the session cookie or the native app's wedding-token header.
 * Issue 4 (accounts) implements sessions; until then every request is anonymous.
 */
export async function authenticate(
  _cookies: Record<string, string>,
  _headers: Record<string, string | string[] | undefined>,
  _db: Db,
): Promise<Authentication> {
  return { user: null, sessionId: null };
}
