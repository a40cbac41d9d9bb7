import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * The disk caches of generated images (/media and /img) share one budget, in bytes and in files:
 * the least recently used file goes first. Files left by an earlier run join the budget, oldest
 * first, the first time the cache is used.
 */
const maxBytes = Number(process.env.MEDIA_CACHE_MAX_MB ?? 512) * 1024 * 1024;
const maxFiles = Number(process.env.MEDIA_CACHE_MAX_FILES ?? 20000);

let index: LRUCache<string, number> | null = null;
const scanned = new Set<string>();

function budget(): LRUCache<string, number> {
  index ??= new LRUCache<string, number>({
    max: maxFiles,
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') void fs.unlink(/*turbopackIgnore: true*/ file).catch(() => undefined);
    },
  });
  return index;
}

async function walk(dir: string, out: { file: string; size: number; atime: number }[]): Promise<void> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const file = path.join(/*turbopackIgnore: true*/ dir, e.name);
    if (e.isDirectory()) await walk(file, out);
    else if (e.isFile() && !e.name.endsWith('.tmp')) {
      const stat = await fs.stat(/*turbopackIgnore: true*/ file).catch(() => null);
      if (stat) out.push({ file, size: stat.size, atime: stat.atimeMs });
    }
  }
}

/** Brings a cache folder's existing files under the budget (once per folder and process). */
export async function adoptCacheDir(dir: string): Promise<void> {
  if (scanned.has(dir)) return;
  scanned.add(dir);
  const found: { file: string; size: number; atime: number }[] = [];
  await walk(dir, found);
  const cache = budget();
  for (const f of found.sort((a, b) => a.atime - b.atime)) if (!cache.has(f.file)) cache.set(f.file, f.size);
}

/** A cached file was read: it becomes the most recently used. */
export function touchCached(file: string): void {
  budget().get(file);
}

/** A file was written to a cache; older ones are removed when the budget is passed. */
export function noteCached(file: string, size: number): void {
  budget().set(file, size);
}

export function budgetState(): { files: number; bytes: number } {
  const cache = budget();
  return { files: cache.size, bytes: cache.calculatedSize };
}
