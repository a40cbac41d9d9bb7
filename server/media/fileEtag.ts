import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { LRUCache } from 'lru-cache';

const known = new LRUCache<string, { size: number; mtimeMs: number; etag: string }>({ max: 10_000 });

/** A strong ETag from the file's bytes, hashed once per file version (same bytes, same tag on every instance). */
export async function fileEtag(file: string, stat: Stats): Promise<string> {
  const seen = known.get(file);
  if (seen && seen.size === stat.size && seen.mtimeMs === stat.mtimeMs) return seen.etag;
  const digest = createHash('sha256').update(await fs.readFile(file)).digest('base64url').slice(0, 27);
  const etag = `"v-${digest}"`;
  known.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, etag });
  return etag;
}
