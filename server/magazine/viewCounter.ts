import { beforeClose, type Db } from '../db/client';
import { addPageViews } from './pageViews';

/**
 * Article views counted in memory and written together: a render adds one to its article and goes
 * on, and once a second one statement adds every article's views to today's rows. A busy magazine
 * thus writes once a second instead of once a view (on PGlite each write also flushes the changed
 * pages to the folder, on the one database thread every page render waits for). What is kept is
 * written when the database closes (a server draining on SIGTERM); a crash loses at most a second.
 */
const FLUSH_MS = 1000;

interface Pending {
  counts: Map<number, number>;
  timer: NodeJS.Timeout | null;
  writing: Promise<void>;
}

// On globalThis: page renders and API routes are separate module graphs of Next's bundle in one process.
const STATE_KEY = Symbol.for('musubi.articleViews');
const g = globalThis as typeof globalThis & { [STATE_KEY]?: WeakMap<Db, Pending> };
const pendingByDb = (g[STATE_KEY] ??= new WeakMap());

function pendingOf(db: Db): Pending {
  let p = pendingByDb.get(db);
  if (!p) {
    p = { counts: new Map(), timer: null, writing: Promise.resolve() };
    pendingByDb.set(db, p);
    beforeClose(db, () => flushArticleViews(db));
  }
  return p;
}

/** One view of a published article (the caller checked it is one), written within a second. */
export function countArticleView(db: Db, postId: number): void {
  const p = pendingOf(db);
  p.counts.set(postId, (p.counts.get(postId) ?? 0) + 1);
  if (!p.timer) {
    p.timer = setTimeout(() => void flushArticleViews(db), FLUSH_MS);
    p.timer.unref();
  }
}

/** Writes the views kept so far (after any write still running); resolves once they are in. */
export async function flushArticleViews(db: Db, now = new Date()): Promise<void> {
  const p = pendingOf(db);
  if (p.timer) clearTimeout(p.timer);
  p.timer = null;
  const counts = p.counts;
  p.counts = new Map();
  p.writing = p.writing.then(async () => {
    if (!counts.size) return;
    try {
      await addPageViews(db, counts, now);
    } catch (err) {
      // The database is away for a moment: keep the counts for the next write.
      for (const [postId, n] of counts) p.counts.set(postId, (p.counts.get(postId) ?? 0) + n);
      console.error('[magazine] page views not written:', err instanceof Error ? err.message : err);
    }
  });
  await p.writing;
}
