import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, hallQuestions } from '../db/schema';
import { notFound } from '../http/errors';
import type { Hall } from '../../api/contract/halls';
import { COMMENT_STATS_PEOPLE_BANDS, COMMENT_STATS_PRICE_BANDS } from '../../lib/constants';
import { cardColumns, toHallSummary } from './hallQuery';
import { geoCatalog } from './geoCatalog';
import { commentGrid, commentGridRows } from './commentStats';
import { hasUpcomingFair } from '../fairs/upcoming';
import { todayInJapan } from '../fairs/dates';
import { rowsQuery, type SectionRows } from '@/server/db/jsonRows';
import { preparedSections } from '@/server/db/preparedSections';

export function emptyCommentStats(): Hall['comment_stats'] {
  return {
    range_of_people: [...COMMENT_STATS_PEOPLE_BANDS],
    range_of_price: [...COMMENT_STATS_PRICE_BANDS],
    count: COMMENT_STATS_PEOPLE_BANDS.map(() => COMMENT_STATS_PRICE_BANDS.map(() => 0)),
  };
}

/** What the complete hall adds to a card's columns (the search texts and counters stay in the database). */
const detailColumns = {
  tel: halls.tel,
  postalCode: halls.postalCode,
  description: halls.description,
  features: halls.features,
  atmospheres: halls.atmospheres,
  ceremonyStyles: halls.ceremonyStyles,
  weddingStyles: halls.weddingStyles,
  regulation: halls.regulation,
  postponedRegulation: halls.postponedRegulation,
  covidRegulation: halls.covidRegulation,
  bestRate: halls.bestRate,
  walkMinutes: halls.walkMinutes,
  districtId: halls.districtId,
};

/** What GET /api/wn/halls/{id} reads: the hall row, its Q&A and its comment-stats cells. */
export const hallSections = (db: Db, hallId: number) => ({
  hall: rowsQuery({ ...cardColumns, ...detailColumns, hasFair: hasUpcomingFair(halls.id) }, (select) =>
    db.select(select).from(halls).where(eq(halls.id, hallId)).limit(1)),
  qas: rowsQuery(getTableColumns(hallQuestions), (select) =>
    db.select(select).from(hallQuestions).where(eq(hallQuestions.hallId, hallId)).orderBy(asc(hallQuestions.sortOrder), asc(hallQuestions.id))),
  grid: commentGridRows(db, hallId),
});

export type HallRows = SectionRows<ReturnType<typeof hallSections>>;
export type HallRow = HallRows['hall'][number];

/** The complete hall from its rows (404 when there is none). */
export async function toHall(db: Db, rows: HallRows): Promise<Hall> {
  const [h] = rows.hall;
  if (!h) throw notFound('式場が見つかりません');
  const geo = await geoCatalog(db);
  const stats = commentGrid(rows.grid);
  return {
    ...toHallSummary(geo, h, h.hasFair),
    tel: h.tel,
    lat: h.lat,
    lng: h.lng,
    postal_code: h.postalCode,
    description: h.description,
    features: h.features,
    atmospheres: h.atmospheres,
    ceremony_styles: h.ceremonyStyles,
    wedding_styles: h.weddingStyles,
    regulation: h.regulation,
    postponed_regulation: h.postponedRegulation,
    covid_regulation: h.covidRegulation,
    best_rate: h.bestRate,
    station_id: h.stationId,
    walk_minutes: h.walkMinutes,
    district_slug: (h.districtId !== null ? geo.districtById.get(h.districtId)?.slug : undefined) ?? null,
    hall_question_and_answers: rows.qas.map((q) => ({ id: q.id, type: q.type, question: q.question, answer: q.answer })),
    comment_stats: { range_of_people: stats.range_of_people, range_of_price: stats.range_of_price, count: stats.count },
  };
}

const readHall = preparedSections(['hallId'], (db, { hallId }) => hallSections(db, hallId));

/** GET /api/wn/halls/{id}: the complete hall, in one statement. */
export async function getHall(db: Db, hallId: number): Promise<Hall> {
  return toHall(db, await readHall(db, { hallId }, todayInJapan()));
}
