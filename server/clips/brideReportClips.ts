import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brideReportClips, hallBrideReports, halls } from '../db/schema';
import { notFound } from '../http/errors';
import { CLIP_MSG, type ClipState, type ClippedBrideReport } from '../../api/contract/clips';
import { offsetOf, pageOf } from '../halls/paginate';
import { clipStates } from './clipCounts';
import { iso } from './serialize';

const table = { table: brideReportClips, userId: brideReportClips.userId, targetId: brideReportClips.reportId };

async function existingIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: hallBrideReports.id }).from(hallBrideReports).where(inArray(hallBrideReports.id, ids));
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

export async function listBrideReportClips(db: Db, userId: number, page: number, perPage: number) {
  const where = eq(brideReportClips.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(brideReportClips).where(where);
  const rows = await db
    .select({ report: hallBrideReports, hallName: halls.name, clippedAt: brideReportClips.createdAt })
    .from(brideReportClips)
    .innerJoin(hallBrideReports, eq(hallBrideReports.id, brideReportClips.reportId))
    .innerJoin(halls, eq(halls.id, hallBrideReports.hallId))
    .where(where)
    .orderBy(desc(brideReportClips.createdAt), desc(brideReportClips.reportId))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const states = await brideReportClipStates(db, rows.map((r) => r.report.id), userId);
  const countOf = new Map(states.map((s) => [s.id, s.clip_count]));
  const items: ClippedBrideReport[] = rows.map((r) => ({
    bride_report_id: r.report.id,
    hall_id: r.report.hallId,
    hall_name: r.hallName,
    nickname: r.report.nickname,
    title: r.report.title,
    cover_image_url: r.report.coverImageUrl,
    wedding_date: r.report.weddingDate,
    clip_count: countOf.get(r.report.id) ?? 0,
    clipped_at: iso(r.clippedAt),
  }));
  return pageOf(items, total, page, perPage);
}
