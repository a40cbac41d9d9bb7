import { asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { BrideCard } from '../../api/contract/brides';
import { BRIDE_SEASON_LABELS, BRIDE_STYLE_LABELS, brideReportPath, type BrideSeason, type BrideStyle } from '../../lib/brides/vocabulary';
import { absoluteUrl } from '../../lib/halls/seo';
import type { Db } from '../db/client';
import { brideReportTags, brideReports, brideThemeTags, halls, users } from '../db/schema';
import { geoCatalog, type GeoCatalog } from '../halls/geoCatalog';
import { inIds, rowsOf, rowsQuery, type RowOf } from '@/server/db/jsonRows';
import { limitInText } from '@/server/db/preparedStatements';

/** The photo on a report's cover: the one she chose, else the first of her first album. */
export const coverUrlSql = () => sql<string | null>`coalesce(
  (select cp.photo_url from user_album_photos cp join user_albums ca on ca.id = cp.album_id where cp.id = ${brideReports.coverPhotoId} and ca.user_id = ${brideReports.userId}),
  (select fp.photo_url from user_album_photos fp join user_albums fa on fa.id = fp.album_id where fa.user_id = ${brideReports.userId} order by fa.sort_order, fa.id, fp.sort_order, fp.id limit 1))`;

const photoCountSql = () =>
  sql<number>`(select count(*) from user_album_photos pp join user_albums pa on pa.id = pp.album_id where pa.user_id = ${brideReports.userId})`.mapWith(Number);

/** The columns every card needs (the report, its member and its hall). */
export const cardColumns = () => ({
  r: brideReports,
  nickname: users.nickname,
  icon: users.iconImageUrl,
  isOfficial: users.isOfficial,
  loved: users.lovedCount,
  viewed: users.viewedCount,
  selfIntroduction: users.selfIntroduction,
  isPrivate: users.isPrivate,
  hallName: halls.name,
  cover: coverUrlSql(),
  photoCount: photoCountSql(),
});

export type CardRow = {
  r: typeof brideReports.$inferSelect;
  nickname: string;
  icon: string | null;
  isOfficial: boolean;
  loved: number;
  viewed: number;
  hallName: string | null;
  cover: string | null;
  photoCount: number;
};

/** The report and its member, with her hall; `where` should include a visibility rule. */
export function selectCards(db: Db, where: SQL | undefined) {
  return db
    .select(cardColumns())
    .from(brideReports)
    .innerJoin(users, eq(users.id, brideReports.userId))
    .leftJoin(halls, eq(halls.id, brideReports.hallId))
    .where(where);
}

/** selectCards with another select list (a page's ids, its JSON rows: server/halls/jsonRows). */
export function selectCardsAs(db: Db, where: SQL | undefined, select: SelectedFields) {
  return db
    .select(select)
    .from(brideReports)
    .innerJoin(users, eq(users.id, brideReports.userId))
    .leftJoin(halls, eq(halls.id, brideReports.hallId))
    .where(where);
}

/**
 * The newest `limit` cards of `where` and their theme tags, as sections of one statement (the tags
 * read the same page's ids); the LIMIT is in the text, so the statement can be prepared.
 */
export function newestCardSections(db: Db, where: SQL | undefined, limit: number) {
  const newest = (select: SelectedFields) => selectCardsAs(db, where, select).orderBy(desc(brideReports.postedAt), desc(brideReports.userId)).limit(limitInText(limit));
  return { cards: rowsQuery(cardColumns(), newest), tags: tagsQuery(db, newest({ id: brideReports.userId })) };
}

/** The rows of newestCardSections → the cards, with their tags. */
export async function newestCardsOf(db: Db, rows: { cards: unknown[]; tags: RowOf<ReturnType<typeof tagsQuery>>[] }): Promise<BrideCard[]> {
  return cardsOf(await geoCatalog(db), tagsByReport(rows.tags), rows.cards as CardRow[]);
}

/** How many reports `where` matches (with their members, as the cards are read). */
export const cardCountRows = (db: Db, where: SQL | undefined) =>
  rowsQuery({ n: count() }, (select) => db.select(select).from(brideReports).innerJoin(users, eq(users.id, brideReports.userId)).where(where));

export async function countCards(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await rowsOf(cardCountRows(db, where));
  return n;
}

/** The theme tags of these reports (ids, or a subquery of them), in the tags' order. */
export const tagsQuery = (db: Db, reportIds: number[] | SQLWrapper) =>
  rowsQuery({ reportId: brideReportTags.reportId, id: brideThemeTags.id, name: brideThemeTags.name }, (select) =>
    db
      .select(select)
      .from(brideReportTags)
      .innerJoin(brideThemeTags, eq(brideThemeTags.id, brideReportTags.tagId))
      .where(inIds(brideReportTags.reportId, reportIds))
      .orderBy(asc(brideThemeTags.sortOrder), asc(brideThemeTags.id)));

export function tagsByReport(rows: RowOf<ReturnType<typeof tagsQuery>>[]): Map<number, { id: number; name: string }[]> {
  const out = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = out.get(row.reportId) ?? [];
    list.push({ id: row.id, name: row.name });
    out.set(row.reportId, list);
  }
  return out;
}

export async function tagsOf(db: Db, reportIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  if (reportIds.length === 0) return new Map();
  return tagsByReport(await rowsOf(tagsQuery(db, reportIds)));
}

/** Rows → the contract's cards (tags fetched in one query for the page). */
export async function toCards(db: Db, rows: CardRow[]): Promise<BrideCard[]> {
  const [geo, tags] = await Promise.all([geoCatalog(db), tagsOf(db, rows.map((x) => x.r.userId))]);
  return cardsOf(geo, tags, rows);
}

/** Rows and their tags → the contract's cards. */
export function cardsOf(geo: GeoCatalog, tags: Map<number, { id: number; name: string }[]>, rows: CardRow[]): BrideCard[] {
  return rows.map((x) => {
    const pref = geo.prefectureById.get(x.r.prefectureId);
    const region = pref ? geo.regionById.get(pref.regionId) : undefined;
    const season = x.r.season as BrideSeason;
    const style = x.r.style as BrideStyle;
    return {
      id: x.r.userId,
      user_id: x.r.userId,
      basic_nickname: x.nickname,
      basic_region: pref?.name ?? '',
      basic_iconimage: x.icon ?? '',
      reception_cover_image2: { photo: { photo_url: x.cover ?? '' } },
      reception_place: x.hallName ?? x.r.receptionPlace,
      reception_taste: x.r.taste,
      reception_style: BRIDE_STYLE_LABELS[style] ?? '',
      profile_share_url: absoluteUrl(brideReportPath(x.r.userId)),
      hall_id: x.r.hallId,
      title: x.r.title,
      wedding_date: x.r.weddingDate,
      season,
      season_label: BRIDE_SEASON_LABELS[season] ?? '',
      style,
      prefecture_slug: pref?.slug ?? '',
      region_slug: region?.slug ?? '',
      guest_count: x.r.guestCount,
      total_cost: x.r.totalCost,
      theme_tags: tags.get(x.r.userId) ?? [],
      photo_count: x.photoCount,
      loved_count: x.loved,
      viewed_count: x.viewed,
      is_official: x.isOfficial,
    };
  });
}
