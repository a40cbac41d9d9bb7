import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prefectures } from '../db/schema';
import { notFound } from '../http/errors';
import { PREFECTURE_PAGE_SIZES as SIZES, type PrefecturePage } from '../../api/contract/prefecturePage';
import { preparedSections } from '@/server/db/preparedSections';
import { rowsQuery } from '@/server/db/jsonRows';
import { todayInJapan } from '../fairs/dates';
import { geoCatalog } from './geoCatalog';
import { countsOf, placeCountRows, prefectureGeo } from './geoReads';
import { prHallRows, rankingRows, regionMeanRatingSql, toRanking } from './rankings';
import { placeFigureRows, toPlaceStats } from './placeStats';
import { prefectureHalls } from './search/hallFilters';
import { pickupWeddingRows, prefecturePostRows, toPickupWeddings, toPrefecturePosts } from './editorial';
import { toHallSummaries } from './hallQuery';

/** Every part of the page: the rows each part's endpoint reads. */
const pageSections = (db: Db, { prefectureId, regionId }: { prefectureId: number; regionId: number }) => ({
  counts: placeCountRows(db, regionId),
  regionMean: rowsQuery({ m: regionMeanRatingSql(regionId) }, (select) => db.select(select).from(prefectures).where(eq(prefectures.id, prefectureId))),
  ranking: rankingRows(db, prefectureHalls(prefectureId), 'rating', SIZES.ranking, regionMeanRatingSql(regionId)),
  prHalls: prHallRows(db, prefectureId),
  figures: placeFigureRows(db, prefectureHalls(prefectureId)),
  pickupWeddings: pickupWeddingRows(db, prefectureId, SIZES.pickup_weddings),
  posts: prefecturePostRows(db, prefectureId, 1, SIZES.posts),
});

// The hall cards read the clock only for their next fair, which changes with the date in Japan.
const readPageSections = preparedSections(['prefectureId', 'regionId'], pageSections);

/**
 * GET /api/wn/geo/prefectures/{slug}/page: the prefecture's places and counts, its rating ranking,
 * PR halls, figures, pickup weddings and columns, in ONE prepared statement (each part a JSON array
 * of the rows its endpoint reads, mapped by the same functions).
 */
export async function prefecturePage(db: Db, slug: string): Promise<PrefecturePage> {
  const g = await geoCatalog(db);
  const p = g.prefectureBySlug.get(slug);
  if (!p) throw notFound('都道府県が見つかりません');
  const rows = await readPageSections(db, { prefectureId: p.id, regionId: p.regionId }, todayInJapan());
  const geo = prefectureGeo(g, countsOf(rows.counts), slug);
  const regionMean = Number(rows.regionMean[0].m);
  return {
    geo,
    ranking: {
      prefecture: { id: p.id, slug: p.slug, name: p.name, lat: p.lat, lng: p.lng },
      region: geo.region,
      s: 'rating',
      ...(await toRanking(db, rows.ranking, 'rating', regionMean)),
    },
    pr_halls: { items: await toHallSummaries(db, rows.prHalls) },
    stats: toPlaceStats('prefecture', p.name, rows.figures[0]),
    pickup_weddings: toPickupWeddings(rows.pickupWeddings),
    posts: toPrefecturePosts(rows.posts, rows.posts[0]?.total ?? 0, 1, SIZES.posts),
  };
}
