import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, hallQuestions } from '../db/schema';
import { notFound } from '../http/errors';
import type { Hall } from '../../api/contract/halls';
import { COMMENT_STATS_PEOPLE_BANDS, COMMENT_STATS_PRICE_BANDS } from '../../lib/constants';
import { toHallSummary } from './hallQuery';
import { geoCatalog } from './geoCatalog';
import { commentStats } from './commentStats';
import { hasUpcomingFair } from '../fairs/upcoming';

export function emptyCommentStats(): Hall['comment_stats'] {
  return {
    range_of_people: [...COMMENT_STATS_PEOPLE_BANDS],
    range_of_price: [...COMMENT_STATS_PRICE_BANDS],
    count: COMMENT_STATS_PEOPLE_BANDS.map(() => COMMENT_STATS_PRICE_BANDS.map(() => 0)),
  };
}

/** GET /api/wn/halls/{id}: the complete hall. */
export async function getHall(db: Db, hallId: number): Promise<Hall> {
  const [h] = await db.select({ ...getTableColumns(halls), hasFair: hasUpcomingFair(halls.id) }).from(halls).where(eq(halls.id, hallId)).limit(1);
  if (!h) throw notFound('式場が見つかりません');
  const [geo, qas, stats] = await Promise.all([
    geoCatalog(db),
    db.select().from(hallQuestions).where(eq(hallQuestions.hallId, hallId)).orderBy(asc(hallQuestions.sortOrder), asc(hallQuestions.id)),
    commentStats(db, hallId),
  ]);
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
    hall_question_and_answers: qas.map((q) => ({ id: q.id, type: q.type, question: q.question, answer: q.answer })),
    comment_stats: { range_of_people: stats.range_of_people, range_of_price: stats.range_of_price, count: stats.count },
  };
}
