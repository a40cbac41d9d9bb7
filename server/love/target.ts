import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, users } from '../db/schema';
import type { LoveType } from '../../api/contract/love';
import { published } from '../magazine/postQuery';

export interface LoveTarget {
  type: LoveType;
  key: string;
  id: number | null;
  url: string | null;
}

/**
 * A webpage is loved by its path on this site: an absolute URL keeps only its path, the query
 * and the fragment are dropped, and anything that is not a plain path is refused (null).
 */
export function normaliseWebpagePath(raw: string): string | null {
  // A protocol-relative reference names another site, whatever its path.
  if (/^\s*[\\/]{2}/.test(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://musubi.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  let path: string;
  try {
    path = decodeURI(parsed.pathname);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || /[\u0000-\u001F\u007F]/.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/** The target a love call names, or null when it does not exist (or is not lovable). */
export async function resolveTarget(db: Db, input: { type: LoveType; id?: number; url?: string }): Promise<LoveTarget | null> {
  if (input.type === 'webpage') {
    const path = input.url === undefined ? null : normaliseWebpagePath(input.url);
    return path ? { type: 'webpage', key: path, id: null, url: path } : null;
  }
  const id = input.id!;
  if (input.type === 'article') {
    const [post] = await db.select({ id: magazinePosts.id }).from(magazinePosts).where(and(eq(magazinePosts.id, id), published)).limit(1);
    return post ? { type: 'article', key: String(id), id, url: null } : null;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.isActive, true), eq(users.isPrivate, false))).limit(1);
  return user ? { type: 'user', key: String(id), id, url: null } : null;
}
