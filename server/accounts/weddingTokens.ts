import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { weddingTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';

export const WEDDING_TOKEN_HEADER = 'x-wedding-token';
export const WEDDING_TOKEN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues a bearer token for the native app; only its hash is stored. */
export async function issueToken(db: Db, userId: number): Promise<{ token: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + WEDDING_TOKEN_DAYS * DAY_MS).toISOString();
  await db.insert(weddingTokens).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function tokenUserId(db: Db, token: string): Promise<number | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ userId: weddingTokens.userId })
    .from(weddingTokens)
    .where(and(eq(weddingTokens.tokenHash, sha256(token)), isNull(weddingTokens.revokedAt), gt(weddingTokens.expiresAt, new Date().toISOString())))
    .limit(1);
  return row?.userId ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  if (!token || token.length > 100) return;
  await db.update(weddingTokens).set({ revokedAt: new Date().toISOString() }).where(eq(weddingTokens.tokenHash, sha256(token)));
}
