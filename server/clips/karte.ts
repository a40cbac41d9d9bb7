import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleClips, brideReportClips, hallClipComments, hallClipShares, hallClips, reservations } from '../db/schema';
import { iso } from './serialize';

/** GET /api/wn/user_karte/: the member's planning summary at a glance. */
export async function userKarte(db: Db, userId: number) {
  const [[halls], [articles], [reports], [shares], [comments], [reserved]] = await Promise.all([
    db.select({ n: count(), last: max(hallClips.createdAt) }).from(hallClips).where(eq(hallClips.userId, userId)),
    db.select({ n: count() }).from(articleClips).where(eq(articleClips.userId, userId)),
    db.select({ n: count() }).from(brideReportClips).where(eq(brideReportClips.userId, userId)),
    db.select({ n: count() }).from(hallClipShares).where(eq(hallClipShares.userId, userId)),
    db.select({ n: count() }).from(hallClipComments).innerJoin(hallClipShares, eq(hallClipShares.id, hallClipComments.shareId)).where(eq(hallClipShares.userId, userId)),
    db.select({ n: count() }).from(reservations).where(eq(reservations.userId, userId)),
  ]);
  return {
    user_id: userId,
    hall_clip_count: halls.n,
    article_clip_count: articles.n,
    bride_report_clip_count: reports.n,
    share_count: shares.n,
    comment_count: comments.n,
    reservation_count: reserved.n,
    last_clipped_at: halls.last ? iso(halls.last) : null,
  };
}
