import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallVideos } from '../db/schema';
import { HALL_PAGE_SIZES as SIZES, type HallPage } from '../../api/contract/hallPage';
import { hallFairSections, toHallFairsPage } from '../fairs/listHallFairs';
import { hallSections, toHall } from './getHall';
import { geoCatalog } from './geoCatalog';
import { officialPhotoRows, toPhoto, toPhotoSections, topBridePhotoSections, toTopBridePhotos } from './hallPhotos';
import { benefitRows, planRows, toBenefits, toPlansPage } from './hallInfo';
import { commentRows, commentsCountRows, toCommentsCount, toReviewPage } from './hallReviews';
import { costRows, NO_COSTS, toCostsPage, hallBrideSections, toHallBrides } from './hallReports';
import { toVideoPage, videoRows } from './editorial';
import { firstBoxNearby, nearbyFrom } from './nearbyHalls';
import { preparedSections } from '@/server/db/preparedSections';
import { todayInJapan } from '../fairs/dates';

const firstPage = (perPage: number) => ({ page: 1, per_page: perPage });
const costsQuery = { ...firstPage(SIZES.costs), order: 'newest' as const };
const commentsQuery = { ...firstPage(SIZES.comments), order: 'newest' as const };
const bridesQuery = { ...firstPage(SIZES.brides), order: 'newest' as const };
const fairsQuery = { page: 1, perPage: SIZES.fairs };

/** Every section of the top page: the rows each section's endpoint reads. */
const pageSections = (db: Db, hallId: number) => ({
  ...hallSections(db, hallId),
  ...topBridePhotoSections(db, hallId),
  photos: officialPhotoRows(db, hallId),
  benefits: benefitRows(db, hallId),
  plans: planRows(db, hallId, 1, SIZES.plans),
  costs: costRows(db, hallId, costsQuery),
  commentsCount: commentsCountRows(db, hallId),
  comments: commentRows(db, hallId, commentsQuery),
  videos: videoRows(db, eq(hallVideos.hallId, hallId), 1, SIZES.videos),
  ...hallFairSections(db, { hallId, ...fairsQuery }),
  ...hallBrideSections(db, hallId, bridesQuery),
  nearby: firstBoxNearby(hallId, SIZES.nearby),
});

// The sections read the clock only for "upcoming" fairs, which change with the date in Japan.
const readPageSections = preparedSections(['hallId'], (db, { hallId }) => pageSections(db, hallId));

/**
 * GET /api/wn/halls/{id}/page: the hall and every section of its top page, in ONE prepared
 * statement (each section a JSON array of the rows its endpoint reads, mapped by the same
 * functions). A second statement runs only for a hall whose nearest neighbours lie beyond the
 * first search box.
 */
export async function hallPage(db: Db, hallId: number): Promise<HallPage> {
  const [rows, geo] = await Promise.all([readPageSections(db, { hallId }, todayInJapan()), geoCatalog(db)]);
  const total = (list: { total: number }[]) => list[0]?.total ?? 0;
  const hall = await toHall(db, rows);
  return {
    hall,
    photo_sections: toPhotoSections(rows.photos.map(toPhoto)),
    benefits: toBenefits(rows.benefits),
    plans: toPlansPage(rows.plans, total(rows.plans), 1, SIZES.plans),
    costs: toCostsPage(rows.costs, rows.costs[0]?.agg ?? NO_COSTS, costsQuery),
    comments_count: toCommentsCount(rows.commentsCount),
    comments: toReviewPage(rows.comments, total(rows.comments), 1, SIZES.comments),
    top_bride_photos: toTopBridePhotos(rows),
    nearby: await nearbyFrom(db, rows.hall[0], SIZES.nearby, rows.nearby),
    brides: toHallBrides(geo, hallId, rows, bridesQuery),
    fairs: toHallFairsPage(rows, fairsQuery),
    videos: toVideoPage(rows.videos, total(rows.videos), 1, SIZES.videos),
  };
}
