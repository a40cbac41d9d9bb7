import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { brideReportViews, users } from '../db/schema';
import { visibleReport } from './getBride';
import { japanToday } from '@/lib/japanDate';
import { registeredViewer } from '../visitors/registeredViewer';

/** Today in Japan (yyyy-MM-dd): a view counts once per visitor per Japanese day. */
export const japanDay = japanToday;

/**
 * POST /api/brides/{id}/view: counts the view of a registered viewer (registeredViewer) unless she
 * was counted today, or is the member herself.
 */
export async function recordBrideView(id: number, ctx: RequestContext, now = new Date()) {
  const row = await visibleReport(ctx.db, id, ctx.user?.id ?? null);
  if (ctx.user?.id === id) return { viewed_count: row.viewed, counted: false };
  const viewer = await registeredViewer(ctx);
  if (!viewer) return { viewed_count: row.viewed, counted: false };
  const inserted = await ctx.db
    .insert(brideReportViews)
    .values({ reportId: id, visitorKey: viewer, day: japanDay(now) })
    .onConflictDoNothing()
    .returning({ reportId: brideReportViews.reportId });
  if (inserted.length === 0) return { viewed_count: row.viewed, counted: false };
  const [u] = await ctx.db.update(users).set({ viewedCount: sql`${users.viewedCount} + 1` }).where(eq(users.id, id)).returning({ viewed: users.viewedCount });
  return { viewed_count: u.viewed, counted: true };
}
