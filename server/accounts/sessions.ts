import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { randomToken, sha256 } from './secrets';

export { SESSION_COOKIE_NAME as SESSION_COOKIE } from '../../lib/pageCache';
import { SESSION_DAYS } from '../../lib/signedInRequest';

export { SESSION_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session: the caller gets the id for the cookie, the database only its hash. */
export async function createSession(db: Db, userId: number, userAgent: string): Promise<string> {
  const id = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  await db.insert(sessions).values({ idHash: sha256(id), userId, expiresAt, userAgent: userAgent.slice(0, 300) });
  // Expired rows of this user are of no use any more.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date().toISOString())));
  return id;
}

/** The user of a live session, or null (unknown or expired id). */
export async function sessionUserId(db: Db, id: string): Promise<number | null> {
  if (!id || id.length > 100) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.idHash, sha256(id)), gt(sessions.expiresAt, new Date().toISOString())))
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  if (!id || id.length > 100) return;
  await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
}

export const sessionCookieOptions = { httpOnly: true, sameSite: 'Lax', maxAgeSeconds: SESSION_DAYS * 24 * 60 * 60 } as const;
