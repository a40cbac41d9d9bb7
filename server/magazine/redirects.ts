import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazinePosts, magazineRedirects } from '../db/schema';
import { gone, notFound } from '../http/errors';
import { WITHDRAWN_MESSAGE } from './withdrawn';
import { published } from './postQuery';
import { redirectKey, splitPageSuffix } from './redirectPath';

type Kind = (typeof magazineRedirects.$inferSelect)['kind'];

function withPage(kind: Kind, location: string, page: number): string | null {
  if (page === 1) return location;
  if (kind === 'category' || kind === 'tag') return `${location}/page/${page}`;
  if (kind === 'author') return `${location}?page=${page}`;
  return null;
}

/**
 * GET /api/web/redirect: where an old WordPress address lives now. A post's address answers only
 * while the post is public (a scheduled one from its time on), so nothing else is revealed.
 */
export async function findRedirect(db: Db, input: { path: string; p?: number }): Promise<{ location: string }> {
  const key = redirectKey(input.path, input.p);
  if (!key) throw notFound('Not Found');
  // A listing's /page/{n}, or a post split with <!--nextpage--> at /{permalink}/{n}.
  const { base, page } = input.p ? { base: key, page: 1 } : splitPageSuffix(key);
  const postPage = input.p ? null : /^(.+)\/([2-9]|[1-9]\d{1,3})$/.exec(key);
  const keys = [key, ...(page > 1 ? [base] : []), ...(postPage ? [postPage[1]] : [])];
  const rows = await db
    .select({ path: magazineRedirects.path, kind: magazineRedirects.kind, location: magazineRedirects.location })
    .from(magazineRedirects)
    .leftJoin(magazinePosts, eq(magazinePosts.id, magazineRedirects.targetPostId))
    .where(and(or(...keys.map((k) => eq(magazineRedirects.path, k))), or(isNull(magazineRedirects.targetPostId), published)));
  const exact = rows.find((r) => r.path === key);
  if (exact) return { location: exact.location };
  const listing = page > 1 ? rows.find((r) => r.path === base) : undefined;
  const post = postPage ? rows.find((r) => r.path === postPage[1] && r.kind === 'post') : undefined;
  const location = listing ? withPage(listing.kind, listing.location, page) : post ? `${post.location}?page=${postPage![2]}` : null;
  if (location) return { location };
  // The old address of an article that was taken down: gone (410), as its page is.
  const postKeys = [key, ...(postPage ? [postPage[1]] : [])];
  const withdrawn = await db
    .select({ path: magazineRedirects.path })
    .from(magazineRedirects)
    .innerJoin(magazinePosts, eq(magazinePosts.id, magazineRedirects.targetPostId))
    .where(and(or(...postKeys.map((k) => eq(magazineRedirects.path, k))), eq(magazineRedirects.kind, 'post'), eq(magazinePosts.status, 'withdrawn')))
    .limit(1);
  throw withdrawn.length ? gone(WITHDRAWN_MESSAGE) : notFound('Not Found');
}
