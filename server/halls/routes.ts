import type { Route } from '../http/route';
import { countsAsNewView } from '../visitors/viewOnce';
import { route } from '../http/route';
import * as H from '../../api/contract/halls';
import * as D from '../../api/contract/directory';
import { getHallPage } from '../../api/contract/hallPage';
import { getPrefecturePage } from '../../api/contract/prefecturePage';
import { SITE_PAGE_SIZE } from '../../lib/constants';
import { getHall } from './getHall';
import { getHallBySlug } from './getHallBySlug';
import { hallPv, recordPv, benefits, plans, plansCount, questionAndAnswers } from './hallInfo';
import { officialPhotos, photoSections, summaryImages, bridePhotos, bridePhotosCount, topBridePhotos, zexyPhotos } from './hallPhotos';
import { hallComments, hallCommentsCount, hallReviewsBySeason } from './hallReviews';
import { commentStats } from './commentStats';
import { ensureHallIfEmpty } from './ensureHall';
import { hallBrides, hallCosts } from './hallReports';
import { nearbyHalls } from './nearbyHalls';
import { hallPage } from './hallPage';
import { prefecturePage } from './prefecturePage';
import { searchHalls, countHalls, aggregateAreas } from './search/searchHalls';
import { searchConditions, sortOptions } from './searchConditions';
import { geoRegions, geoRegion, geoPrefecture, geoArea, geoDistrict, geoStation, searchProps, overseasDestinations, overseasDestinationOne } from './geoReads';
import { hallRanking, prHalls } from './rankings';
import { placeStats } from './placeStats';
import { hallVideoList, pickupBrides, pickupWeddingList, prefecturePostList, preparationGuides, bookingCategories } from './editorial';
import { recordView, recentlyViewed, recommendedForVisitor } from './visitorHalls';
import { getCostSimulation } from '../../api/contract/costSimulation';
import { costSimulation } from './costSimulation';

/** Every endpoint of the halls domain, bound to its implementation. */
export const hallsRoutes: Route[] = [
  route(H.getHall, (input, ctx) => getHall(ctx.db, input.id)),
  route(getHallPage, (input, ctx) => hallPage(ctx.db, input.id)),
  route(getPrefecturePage, (input, ctx) => prefecturePage(ctx.db, input.slug)),
  route(H.getHallBySlug, (input, ctx) => getHallBySlug(ctx.db, input.area_slug, input.slug)),
  route(H.getHallPv, (input, ctx) => hallPv(ctx.db, input.id)),
  // Counted once per registered viewer (a member or a server-registered uuid) per hall per day, one atomic UPDATE.
  route(H.recordHallPv, (input, ctx) => recordPv(ctx, input.id)),
  route(H.getHallBenefits, (input, ctx) => benefits(ctx.db, input.id)),
  route(H.getHallBridePhotos, (input, ctx) => bridePhotos(ctx.db, input.id, input)),
  route(H.getHallBridePhotosCount, (input, ctx) => bridePhotosCount(ctx.db, input.id)),
  route(H.getNearbyHalls, (input, ctx) => nearbyHalls(ctx.db, input.id, input.limit ?? 6)),
  route(H.getOfficialPhotos, (input, ctx) => officialPhotos(ctx.db, input.id, input.section)),
  route(H.getPhotoSections, (input, ctx) => photoSections(ctx.db, input.id)),
  route(H.getHallQuestionAndAnswers, (input, ctx) => questionAndAnswers(ctx.db, input.id, input.type)),
  route(H.getTopBridePhotos, (input, ctx) => topBridePhotos(ctx.db, input.id)),
  route(H.getZexyPhotos, (input, ctx) => zexyPhotos(ctx.db, input.id, input)),
  route(H.getHallComments, (input, ctx) => hallComments(ctx.db, input.id, input)),
  route(H.getHallCommentsCount, (input, ctx) => hallCommentsCount(ctx.db, input.id, input.status)),
  route(H.getHallCommentStats, async (input, ctx) => {
    const stats = await commentStats(ctx.db, input.id);
    await ensureHallIfEmpty(ctx.db, input.id, stats.total === 0);
    return stats;
  }),
  route(H.getHallReviews, (input, ctx) => hallReviewsBySeason(ctx.db, input.id, input)),
  route(H.getHallPlans, (input, ctx) => plans(ctx.db, input.id, input)),
  route(H.getHallPlansCount, (input, ctx) => plansCount(ctx.db, input.id)),
  route(H.getHallBrides, (input, ctx) => hallBrides(ctx.db, input.id, input)),
  route(H.getHallCosts, (input, ctx) => hallCosts(ctx.db, input.id, input)),
  route(getCostSimulation, (input, ctx) => costSimulation(ctx.db, input.id, input.guests)),
  route(H.getHallSummaryImages, (input, ctx) => summaryImages(ctx.db, input.id)),

  route(D.searchHalls, (input, ctx) => searchHalls(ctx.db, input)),
  route(D.countHalls, (input, ctx) => countHalls(ctx.db, input)),
  route(D.aggregateHallAreas, (input, ctx) => aggregateAreas(ctx.db, input)),
  route(D.getHallSearchConditions, (input, ctx) => searchConditions(ctx.db, input)),
  route(D.getSearchProps, (input, ctx) => searchProps(ctx.db, input.prefecture_slug, sortOptions(), SITE_PAGE_SIZE)),
  route(D.getGeoRegions, (_input, ctx) => geoRegions(ctx.db)),
  route(D.getGeoRegion, (input, ctx) => geoRegion(ctx.db, input.slug)),
  route(D.getGeoPrefecture, (input, ctx) => geoPrefecture(ctx.db, input.slug)),
  route(D.getGeoArea, (input, ctx) => geoArea(ctx.db, input.slug)),
  route(D.getGeoDistrict, (input, ctx) => geoDistrict(ctx.db, input.slug)),
  route(D.getGeoStation, (input, ctx) => geoStation(ctx.db, input.id)),
  route(D.getOverseasDestinations, (_input, ctx) => overseasDestinations(ctx.db)),
  route(D.getOverseasDestination, (input, ctx) => overseasDestinationOne(ctx.db, input.slug)),
  route(D.getHallRanking, (input, ctx) => hallRanking(ctx.db, input)),
  route(D.getPrHalls, (input, ctx) => prHalls(ctx.db, input.prefecture_slug)),
  route(D.getPlaceStats, (input, ctx) => placeStats(ctx.db, input)),
  route(D.getHallVideos, (input, ctx) => hallVideoList(ctx.db, input)),
  route(D.getPickupBrides, (input, ctx) => pickupBrides(ctx.db, input)),
  route(D.getPickupWeddings, (input, ctx) => pickupWeddingList(ctx.db, input)),
  route(D.getPrefecturePosts, (input, ctx) => prefecturePostList(ctx.db, input)),
  route(D.getWeddingPreparationGuides, (input, ctx) => preparationGuides(ctx.db, input)),
  route(D.getBookingSiteCategories, (_input, ctx) => bookingCategories(ctx.db)),
  route(D.recordHallView, async (input, ctx) => recordView(ctx.db, input.uuid, input.hall_id, ctx.user?.id ?? null, await countsAsNewView(ctx, 'viewed', input.hall_id, input.uuid))),
  route(D.getRecentlyViewedHalls, (input, ctx) => recentlyViewed(ctx.db, input.uuid, input.limit ?? 10)),
  route(D.getRecommendedHallsForVisitor, (input, ctx) => recommendedForVisitor(ctx.db, input.uuid, input.hall_id, input.limit ?? 6)),
] as Route[];
