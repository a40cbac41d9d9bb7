import type { Route } from '../http/route';
import { route } from '../http/route';
import * as c from '../../api/contract/fairs';
import { listHallFairs } from './listHallFairs';
import { getHallFair } from './getHallFair';
import { hallRecommendedFair, recommendedFairs } from './recommended';
import { hallFairContents } from './fairContents';
import { searchFairs } from './searchFairs';
import { getFairsPage } from '../../api/contract/fairsPage';
import { fairCalendarFromSummaries, fairHallsOfDayFromSummaries, fairsPage } from './fairsPage';
import { createReservation } from './createReservation';
import { listReservations } from './listReservations';
import { reservationNames } from './reservationNames';
import { cancelReservation as cancelContract } from '../../api/contract/reservationChanges';
import { cancelReservation } from './cancelReservation';
import { touchCache } from '../http/cacheTouch';
import { itemTag } from '../../lib/cacheTags';
import { kickMailSender } from '../mail/worker';
import { unauthorized } from '../http/errors';

/** Every endpoint of the fairs domain, bound to its implementation. */
export const fairsRoutes: Route[] = [
  route(c.listHallFairs, (i, ctx) => listHallFairs(ctx.db, { hallId: i.id, page: i.page ?? 1, perPage: i.per_page ?? 4, holdAt: i.hold_at })),
  route(c.getHallFair, (i, ctx) => getHallFair(ctx.db, i.id, i.fairId)),
  route(c.recommendedFairs, (i, ctx) => recommendedFairs(ctx.db, i.id, i.limit ?? 4)),
  route(c.hallFairContents, (i, ctx) => hallFairContents(ctx.db, i.id)),
  route(c.hallRecommendedFair, (i, ctx) => hallRecommendedFair(ctx.db, i.id)),
  route(c.searchFairs, (i, ctx) =>
    searchFairs(ctx.db, {
      date: i.date,
      dateFrom: i.date_from,
      dateTo: i.date_to,
      regionSlug: i.region_slug,
      prefectureSlug: i.prefecture_slug,
      areaSlug: i.area_slug,
      flags: i.flags,
      free: i.free,
      page: i.page ?? 1,
      perPage: i.per_page ?? 18,
    }),
  ),
  route(c.getFairCalendar, (i, ctx) =>
    fairCalendarFromSummaries(ctx.db, { month: i.month, regionSlug: i.region_slug, prefectureSlug: i.prefecture_slug, areaSlug: i.area_slug, flags: i.flags, free: i.free }),
  ),
  route(c.searchFairHalls, (i, ctx) =>
    fairHallsOfDayFromSummaries(ctx.db, {
      date: i.date,
      regionSlug: i.region_slug,
      prefectureSlug: i.prefecture_slug,
      areaSlug: i.area_slug,
      flags: i.flags,
      free: i.free,
      page: i.page ?? 1,
      perPage: i.per_page ?? c.FAIR_HALLS_PER_PAGE,
    }),
  ),
  route(getFairsPage, (i, ctx) =>
    fairsPage(ctx.db, { date: i.date, month: i.month, regionSlug: i.region_slug, prefectureSlug: i.prefecture_slug, areaSlug: i.area_slug, flags: i.flags, free: i.free, page: i.page ?? 1 }),
  ),
  route(c.createReservation, async (i, ctx) => {
    const result = await createReservation(ctx.db, i, ctx);
    if (result.result) {
      // The fair's seats: its hall's answers. The fair lists keep their minute (cacheSeconds), as after
      // a visitor's booking: any account dropping every list at each booking could keep them cold.
      touchCache(ctx, [itemTag('halls', result.reservation.hall_id)]);
      void kickMailSender().catch((e) => console.error('[mail]', e));
    }
    return result;
  }),
  route(c.listReservations, (i, ctx) => {
    if (!ctx.user) throw unauthorized();
    return listReservations(ctx.db, ctx.user.id, i.page ?? 1);
  }),
  route(c.getReservationNames, async (_i, ctx) => {
    if (!ctx.user) throw unauthorized();
    return { names: await reservationNames(ctx.db, ctx.user.id) };
  }),
  route(cancelContract, async (i, ctx) => {
    if (!ctx.user) throw unauthorized();
    const done = await cancelReservation(ctx.db, ctx.user.id, i.id);
    touchCache(ctx, [itemTag('halls', done.hall_id)]);
    return done;
  }),
] as Route[];
