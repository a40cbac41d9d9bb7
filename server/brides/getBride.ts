import { and, eq } from 'drizzle-orm';
import type { BrideDetail, BrideReportBody } from '../../api/contract/brides';
import { BRIDE_SEASON_LABELS, BRIDE_STYLE_LABELS, type BrideSeason, type BrideStyle } from '../../lib/brides/vocabulary';
import { absoluteUrl } from '../../lib/halls/seo';
import type { Db } from '../db/client';
import { brideReports } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { geoCatalog } from '../halls/geoCatalog';
import { albumsOf } from './albums';
import { selectCards, toCards, type CardRow } from './cards';
import { visibleTo } from './visibility';

export const REPORT_NOT_FOUND = '花嫁レポートが見つかりません';

type DetailRow = CardRow & { selfIntroduction: string; isPrivate: boolean };

/** The report of member `id` as the viewer may see it: 404 when missing, inactive, or private to others. */
export async function visibleReport(db: Db, id: number, viewerId: number | null): Promise<DetailRow> {
  const [row] = await selectCards(db, and(eq(brideReports.userId, id), visibleTo(viewerId))).limit(1);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row as DetailRow;
}

async function hallOf(db: Db, row: CardRow) {
  if (row.r.hallId === null || row.hallName === null) return null;
  const geo = await geoCatalog(db);
  return { id: row.r.hallId, name: row.hallName, prefecture_name: geo.prefectureById.get(row.r.prefectureId)?.name ?? '', url: `/halls/${row.r.hallId}` };
}

/** /api/brides/{id} */
export async function getBride(id: number, ctx: RequestContext): Promise<BrideDetail> {
  const viewer = ctx.user?.id ?? null;
  const row = await visibleReport(ctx.db, id, viewer);
  const [[card], albums, hall] = await Promise.all([toCards(ctx.db, [row]), albumsOf(ctx.db, id), hallOf(ctx.db, row)]);
  return {
    ...card,
    selfintroduction: row.selfIntroduction,
    share_url: card.profile_share_url,
    albums: albums.map(({ photo_list: _photos, ...summary }) => summary),
    hall,
    is_private: row.isPrivate,
    is_owner: viewer === id,
    posted_at: new Date(row.r.postedAt).toISOString(),
    updated_at: new Date(row.r.updatedAt).toISOString(),
  };
}

/** /api/brides/{id}/report */
export async function getBrideReport(id: number, ctx: RequestContext): Promise<BrideReportBody> {
  const row = await visibleReport(ctx.db, id, ctx.user?.id ?? null);
  const [[card], hall] = await Promise.all([toCards(ctx.db, [row]), hallOf(ctx.db, row)]);
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
    hall,
    advice: row.r.advice,
    theme_tags: card.theme_tags,
  };
}

/** /api/brides/{id}/albums/ */
export async function getBrideAlbums(id: number, ctx: RequestContext) {
  await visibleReport(ctx.db, id, ctx.user?.id ?? null);
  return { items: await albumsOf(ctx.db, id) };
}

