import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallVideos } from '../db/schema';
import { HALL_PAGE_SIZES as SIZES, type HallPage } from '../../api/contract/hallPage';
import { upcomingHallFairs } from '../fairs/listHallFairs';
import { hallSections, toHall } from './getHall';
import { officialPhotoRows, toPhoto, toPhotoSections, topBridePhotoSections, toTopBridePhotos } from './hallPhotos';
import { benefitRows, planRows, toBenefits, toPlansPage } from './hallInfo';
import { commentRows, commentsCountRows, toCommentsCount, toReviewPage } from './hallReviews';
import { costRows, NO_COSTS, toCostsPage, hallBrides } from './hallReports';
import { toVideoPage, videoRows } from './editorial';
import { nearbyOf } from './nearbyHalls';
import { hallStatement } from './jsonRows';
import { todayInJapan } from '../fairs/dates';

const firstPage = (perPage: number) => ({ page: 1, per_page: perPage });
const costsQuery = { ...firstPage(SIZES.costs), order: 'newest' as const };
const commentsQuery = { ...firstPage(SIZES.comments), order: 'newest' as const };

/** The hall and its own sections: the rows each section's endpoint reads. */
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
});

const readPageSections = hallStatement(pageSections);

/**
 * GET /api/wn/halls/{id}/page: the hall and every section of its top page. The hall and its own
 * sections are one statement (each section a JSON array of the rows its endpoint reads, mapped
 * by the same functions); the bride reports and fairs come from their endpoints' code alongside,
 * and the nearby halls once the hall's position is known.
 */
export async function hallPage(db: Db, hallId: number): Promise<HallPage> {
  const [rows, brides, fairs] = await Promise.all([
    readPageSections(db, hallId, todayInJapan()),
    hallBrides(db, hallId, { ...firstPage(SIZES.brides), order: 'newest' }),
    // Beside the hall's own statement, which answers 404 for an unknown hall.
    upcomingHallFairs(db, { hallId, page: 1, perPage: SIZES.fairs }),
  ]);
  const hall = await toHall(db, rows);
  const total = (list: { total: number }[]) => list[0]?.total ?? 0;
  return {
    hall,
    photo_sections: toPhotoSections(rows.photos.map(toPhoto)),
    benefits: toBenefits(rows.benefits),
    plans: toPlansPage(rows.plans, total(rows.plans), 1, SIZES.plans),
    costs: toCostsPage(rows.costs, rows.costs[0]?.agg ?? NO_COSTS, costsQuery),
    comments_count: toCommentsCount(rows.commentsCount),
    comments: toReviewPage(rows.comments, total(rows.comments), 1, SIZES.comments),
    top_bride_photos: toTopBridePhotos(rows),
    nearby: await nearbyOf(db, rows.hall[0], SIZES.nearby),
    brides,
    fairs,
    videos: toVideoPage(rows.videos, total(rows.videos), 1, SIZES.videos),
  };
}
