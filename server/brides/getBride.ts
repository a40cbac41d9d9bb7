import { and, eq } from 'drizzle-orm';
import type { BrideDetail, BrideReportBody } from '../../api/contract/brides';
import { BRIDE_SEASON_LABELS, BRIDE_STYLE_LABELS, type BrideSeason, type BrideStyle } from '../../lib/brides/vocabulary';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { geoCatalog, type GeoCatalog } from '../halls/geoCatalog';
import { cardsOf, selectCards, type CardRow } from './cards';
import { readVisibleReport, REPORT_NOT_FOUND, type DetailRow, type VisibleReport } from './reportRead';
import { visibleTo } from './visibility';

/** The report of member `id` as the viewer may see it: 404 when missing, inactive, or private to others. */
export async function visibleReport(db: Db, id: number, viewerId: number | null): Promise<DetailRow> {
  const [row] = await selectCards(db, and(eq(brideReports.userId, id), visibleTo(viewerId))).limit(1);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row as DetailRow;
}

function hallOf(geo: GeoCatalog, row: CardRow) {
  if (row.r.hallId === null || row.hallName === null) return null;
  return { id: row.r.hallId, name: row.hallName, prefecture_name: geo.prefectureById.get(row.r.prefectureId)?.name ?? '', url: `/halls/${row.r.hallId}` };
}

// A report's page asks for the report and its written part at once, in one request context: one read
// serves both. Keyed by the context, so no other request ever gets this read.
const readsOf = new WeakMap<RequestContext, Map<number, Promise<VisibleReport>>>();

async function readWithGeo(id: number, ctx: RequestContext): Promise<VisibleReport & { geo: GeoCatalog }> {
  let reads = readsOf.get(ctx);
  if (!reads) readsOf.set(ctx, (reads = new Map()));
  let read = reads.get(id);
  if (!read) reads.set(id, (read = readVisibleReport(ctx.db, id, ctx.user?.id ?? null)));
  const [report, geo] = await Promise.all([read, geoCatalog(ctx.db)]);
  return { ...report, geo };
}

/** /api/brides/{id} */
export async function getBride(id: number, ctx: RequestContext): Promise<BrideDetail> {
  const viewer = ctx.user?.id ?? null;
  const { row, tags, albums, geo } = await readWithGeo(id, ctx);
  const [card] = cardsOf(geo, tags, [row]);
  return {
    ...card,
    selfintroduction: row.selfIntroduction,
    share_url: card.profile_share_url,
    albums: albums.map(({ photo_list: _photos, ...summary }) => summary),
    hall: hallOf(geo, row),
    is_private: row.isPrivate,
    is_owner: viewer === id,
    posted_at: new Date(row.r.postedAt).toISOString(),
    updated_at: new Date(row.r.updatedAt).toISOString(),
  };
}

/** /api/brides/{id}/report */
export async function getBrideReport(id: number, ctx: RequestContext): Promise<BrideReportBody> {
  const { row, tags, geo } = await readWithGeo(id, ctx);
  const [card] = cardsOf(geo, tags, [row]);
  return {
    user_id: id,
    title: row.r.title,
    wedding_date: row.r.weddingDate,
    season_label: BRIDE_SEASON_LABELS[row.r.season as BrideSeason] ?? '',
    guest_count: row.r.guestCount,
    total_cost: row.r.totalCost,
    cost_per_guest: Math.round(row.r.totalCost / Math.max(1, row.r.guestCount)),
    style_label: BRIDE_STYLE_LABELS[row.r.style as BrideStyle] ?? '',
    reception_place: card.reception_place,
    reception_taste: row.r.taste,
    hall: hallOf(geo, row),
    advice: row.r.advice,
    theme_tags: card.theme_tags,
  };
}

/** /api/brides/{id}/albums/ */
export async function getBrideAlbums(id: number, ctx: RequestContext) {
  return { items: (await readVisibleReport(ctx.db, id, ctx.user?.id ?? null)).albums };
}
