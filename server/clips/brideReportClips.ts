import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brideReportClips, brideReports, users } from '../db/schema';
import { notFound } from '../http/errors';
import { CLIP_MSG, type ClipState, type ClippedBrideReport } from '../../api/contract/clips';
import { brideReportPath } from '../../lib/brides/vocabulary';
import { offsetOf, pageOf } from '../halls/paginate';
import { selectCards, toCards } from '../brides/cards';
import { isPublicMember } from '../brides/visibility';
import { clipStates } from './clipCounts';
import { iso } from './serialize';

const table = { table: brideReportClips, userId: brideReportClips.userId, targetId: brideReportClips.reportId };

/** Reports others may see (a private or inactive member's report is never clipped nor listed). */
async function existingIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: brideReports.userId })
    .from(brideReports)
    .innerJoin(users, eq(users.id, brideReports.userId))
    .where(and(inArray(brideReports.userId, ids), isPublicMember()));
  return new Set(rows.map((r) => r.id));
}

export async function brideReportClipStates(db: Db, ids: number[], userId: number | null): Promise<ClipState[]> {
  return clipStates(db, table, ids, userId, await existingIds(db, ids));
}

async function stateOf(db: Db, reportId: number, userId: number): Promise<ClipState> {
  const [state] = await brideReportClipStates(db, [reportId], userId);
  if (!state) throw notFound(CLIP_MSG.reportNotFound);
  return state;
}

export async function addBrideReportClip(db: Db, userId: number, reportId: number): Promise<ClipState> {
  if (!(await existingIds(db, [reportId])).has(reportId)) throw notFound(CLIP_MSG.reportNotFound);
  await db.insert(brideReportClips).values({ userId, reportId }).onConflictDoNothing();
  return stateOf(db, reportId, userId);
}

export async function deleteBrideReportClip(db: Db, userId: number, reportId: number): Promise<ClipState> {
  await db.delete(brideReportClips).where(and(eq(brideReportClips.userId, userId), eq(brideReportClips.reportId, reportId)));
  return stateOf(db, reportId, userId);
}

/** The member's clipped reports that are still public, newest clip first. */
export async function listBrideReportClips(db: Db, userId: number, page: number, perPage: number) {
  const mine = await db
    .select({ reportId: brideReportClips.reportId, clippedAt: brideReportClips.createdAt })
    .from(brideReportClips)
    .innerJoin(users, eq(users.id, brideReportClips.reportId))
    .where(and(eq(brideReportClips.userId, userId), isPublicMember()))
    .orderBy(desc(brideReportClips.createdAt), desc(brideReportClips.reportId));
  const total = mine.length;
  const pageRows = mine.slice(offsetOf(page, perPage), offsetOf(page, perPage) + perPage);
  const ids = pageRows.map((r) => r.reportId);
  const [rows, states] = await Promise.all([
    ids.length ? selectCards(db, inArray(brideReports.userId, ids)) : Promise.resolve([]),
    brideReportClipStates(db, ids, userId),
  ]);
  const cards = new Map((await toCards(db, rows)).map((c) => [c.id, c]));
  const countOf = new Map(states.map((s) => [s.id, s.clip_count]));
  const items: ClippedBrideReport[] = pageRows.flatMap((r) => {
    const c = cards.get(r.reportId);
    if (!c) return [];
    return [{
      bride_report_id: c.id,
      hall_id: c.hall_id,
      report_url: brideReportPath(c.id),
      hall_name: c.reception_place,
      nickname: c.basic_nickname,
      title: c.title,
      cover_image_url: c.reception_cover_image2.photo.photo_url,
      wedding_date: c.wedding_date,
      clip_count: countOf.get(c.id) ?? 0,
      clipped_at: iso(r.clippedAt),
    }];
  });
  return pageOf(items, total, page, perPage);
}
