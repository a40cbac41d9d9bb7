import { cacheTagOf } from '../../../lib/cacheTags';
import * as magazine from '../../../api/contract/magazine';
import * as redirects from '../../../api/contract/magazineRedirects';
import type { Db } from '../../db/client';
import { invalidateResponses } from '../../http/responseCache';

/** Every magazine answer's domain tag: articles, lists, rankings, writers, the sitemap, redirects. */
export function magazineCacheTags(): string[] {
  const tags = new Set<string>();
  for (const value of [...Object.values(magazine), ...Object.values(redirects)]) {
    const path = (value as { path?: unknown } | null)?.path;
    if (value && typeof value === 'object' && typeof path === 'string' && 'method' in value) tags.add(cacheTagOf(path));
  }
  return [...tags].sort();
}

/** The sync changed the magazine: its cached answers and pages go, here and on every instance. */
export async function dropMagazineCaches(db: Db): Promise<void> {
  await invalidateResponses(db, magazineCacheTags());
}
