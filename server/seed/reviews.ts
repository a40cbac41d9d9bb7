import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { halls, reviews, costReports } from '../db/schema';
import type { Rng, SeedContext } from './context';
import { bulkInsert } from './bulkInsert';
import { reviewTitle, reviewBody, nickname } from './data/reviewTexts';

const SEASON_JA = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' } as const;
type Season = keyof typeof SEASON_JA;

export function seasonOf(isoDate: string): Season {
  const m = Number(isoDate.slice(5, 7));
  return m >= 3 && m <= 5 ? 'spring' : m >= 6 && m <= 8 ? 'summer' : m >= 9 && m <= 11 ? 'autumn' : 'winter';
}

const clampScore = (x: number) => Math.max(1, Math.min(5, Math.round(x)));
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A guest count that suits the hall's capacity. */
export function guestCountFor(rng: Rng, capMin: number, capMax: number): number {
  const lo = Math.max(capMin, 2);
  const hi = Math.max(lo, Math.min(capMax, 160));
  const typical = Math.min(hi, Math.max(lo, rng.int(Math.round(lo + (hi - lo) * 0.2), Math.round(lo + (hi - lo) * 0.8))));
  return typical;
}

/** A realistic total for `guests` at a hall whose typical total is `hallCost` (for about 70 guests). */
export function totalCostFor(rng: Rng, hallCost: number, guests: number): number {
  const perGuest = (hallCost * 0.65) / 70;
  const fixed = hallCost * 0.35;
  return Math.round((fixed + perGuest * guests) * (0.85 + rng.next() * 0.35) / 1000) * 1000;
}

const COST_ITEMS: [string, number][] = [
  ['挙式料', 0.08], ['料理・飲物', 0.38], ['衣装', 0.14], ['装花・装飾', 0.08], ['写真・映像', 0.08],
  ['引出物・引菓子', 0.1], ['ペーパーアイテム', 0.02], ['演出・音響', 0.04], ['会場使用料', 0.04], ['サービス料', 0.04],
];

const COST_COMMENTS = [
  '料理のランクを一つ上げたのと、ドレスを2着にしたことで見積もりより上がりました。',
  '装花にこだわった分、ほかは提携の標準プランで抑えました。',
  '持ち込みを活用したので、最初の見積もりとほぼ同じ金額で収まりました。',
  '写真と映像は外注せず式場のプランにまとめたので、打ち合わせが楽でした。',
  'ゲストの人数が増えたので料理・飲物の費用がいちばん増えました。',
  '引出物は地域の慣習に合わせて、親族と友人で内容を分けました。',
  '早めに申し込んだ特典で会場使用料が無料になり、大きく節約できました。',
];

/** The mean of the demo's reviews a hall (the weighted mix below). */
const REVIEWS_PER_HALL = (19 * 3 + 50.5 * 5 + 105.5 * 2) / 10;

/** 口コミ for every hall (keeping halls.rating and rating_count consistent) and 費用明細. */
export async function seedReviews(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('reviews');
  const hallRows = await db
    .select({ id: halls.id, cost: halls.cost, capMin: halls.capacityMin, capMax: halls.capacityMax })
    .from(halls)
    .orderBy(halls.id);
  const today = new Date(`${ctx.today}T12:00:00+09:00`).getTime();
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const costRows: (typeof costReports.$inferInsert)[] = [];
  let totalReviews = 0;
  // The market's total spread over its halls: the demo's mix of counts (≈ 52 a hall), stretched.
  const stretch = ctx.market ? ctx.market.reviews / (hallRows.length * REVIEWS_PER_HALL) : 1;
  const flush = async (force: boolean) => {
    if (reviewRows.length >= 20000 || (force && reviewRows.length)) {
      await bulkInsert(db, reviews, reviewRows);
      totalReviews += reviewRows.length;
      reviewRows.length = 0;
    }
  };

  for (const h of hallRows) {
    const quality = 3.3 + rng.next() * 1.4;
    const count = Math.max(1, Math.round(rng.weighted([[rng.int(8, 30), 3], [rng.int(31, 70), 5], [rng.int(71, 140), 2]]) * stretch));
    for (let i = 0; i < count; i++) {
      const type = rng.weighted([['married', 40], ['guest', 35], ['fair', 25]] as const);
      const eventTime = today - rng.int(20, 1100) * 86400000;
      const eventDate = day(eventTime);
      const season = seasonOf(eventDate);
      const postedTime = Math.min(today - 86400000, eventTime + rng.int(type === 'fair' ? 0 : 7, type === 'fair' ? 10 : 90) * 86400000);
      const mood = quality + (rng.next() - 0.5) * 1.6;
      const scores = {
        ceremony: clampScore(mood + (rng.next() - 0.5) * 1.4),
        reception: clampScore(mood + (rng.next() - 0.5) * 1.4),
        food: clampScore(mood + (rng.next() - 0.4) * 1.4),
        staff: clampScore(mood + (rng.next() - 0.4) * 1.4),
        cost: clampScore(mood - 0.3 + (rng.next() - 0.5) * 1.6),
        location: clampScore(mood + (rng.next() - 0.5) * 1.4),
      };
      const mean = Object.values(scores).reduce((a, b) => a + b, 0) / 6;
      const rating = Math.max(1, Math.min(5, Math.round((mean * 0.6 + mood * 0.4) * 10) / 10));
      const guests = type === 'married' ? guestCountFor(rng, h.capMin, h.capMax) : null;
      reviewRows.push({
        hallId: h.id,
        reviewerType: type,
        nickname: nickname(rng),
        ageGroup: rng.weighted([['20代', 5], ['30代', 4], ['40代', 1]] as const),
        season,
        eventDate,
        postedAt: new Date(postedTime + rng.int(0, 86399) * 1000).toISOString(),
        title: reviewTitle(rng, type),
        body: reviewBody(rng, type, scores, { season: SEASON_JA[season], guests }),
        rating,
        scoreCeremony: scores.ceremony,
        scoreReception: scores.reception,
        scoreFood: scores.food,
        scoreStaff: scores.staff,
        scoreCost: scores.cost,
        scoreLocation: scores.location,
        guestCount: guests,
        cost: guests ? totalCostFor(rng, h.cost, guests) : null,
        helpfulCount: rng.weighted([[0, 4], [rng.int(1, 10), 4], [rng.int(11, 60), 1]]),
      });
    }
    const costCount = rng.int(2, 10);
    for (let i = 0; i < costCount; i++) {
      const guests = guestCountFor(rng, h.capMin, h.capMax);
      const total = totalCostFor(rng, h.cost, guests);
      const items = COST_ITEMS.map(([name, share]) => ({ name, amount: Math.round((total * share * (0.8 + rng.next() * 0.4)) / 1000) * 1000 }));
      const sum = items.reduce((a, b) => a + b.amount, 0);
      const wedding = today - rng.int(30, 1000) * 86400000;
      const weddingDate = day(wedding);
      costRows.push({
        hallId: h.id,
        nickname: nickname(rng),
        weddingDate,
        season: seasonOf(weddingDate),
        guestCount: guests,
        total: sum,
        initialEstimate: Math.round((sum * (0.72 + rng.next() * 0.25)) / 10000) * 10000,
        items,
        comment: rng.pick(COST_COMMENTS),
        postedAt: new Date(Math.min(today - 86400000, wedding + rng.int(14, 120) * 86400000)).toISOString(),
      });
    }
    await flush(false);
  }
  await flush(true);
  await bulkInsert(db, costReports, costRows);
  await db.execute(sql`
    UPDATE halls SET rating = s.avg_rating, rating_count = s.n
    FROM (SELECT hall_id, ROUND(AVG(rating)::numeric, 2)::float8 AS avg_rating, COUNT(*)::int AS n FROM reviews GROUP BY hall_id) s
    WHERE halls.id = s.hall_id`);
  // Fresh statistics and visibility maps: the planner then uses the indexes (and index-only counts) from the first request.
  await db.execute(sql`VACUUM ANALYZE halls, reviews, cost_reports, hall_photos, hall_plans, hall_benefits, hall_questions, hall_videos`);
  ctx.log(`reviews: ${totalReviews}, cost reports: ${costRows.length}`);
}
