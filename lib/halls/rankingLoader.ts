import type { GetServerSidePropsContext } from 'next';
import { serverApi } from '../../api/server';
import { getGeoRegions, getHallRanking, RANKING_SORTS } from '../../api/contract/directory';
import { toRankedCards } from './hallCardData';
import type { EndpointOutput } from '../../api/contract/define';
import type { Crumb } from '../../components/ui/Breadcrumbs';
import { RANKING_DEFAULT_PREFECTURE } from '../constants';
import { setPageCache } from '../pageCache';
import { orNotFound } from './geoCall';
import { pageMeta, siteUrl, type PageMeta } from './seo';
import { regionSubject } from './regionName';

export type RankingSort = keyof typeof RANKING_SORTS;

export interface RankingPageProps {
  /** The ranking, each hall as its card shows it. */
  ranking: ReturnType<typeof toRankedCards<EndpointOutput<typeof getHallRanking>>>;
  regions: EndpointOutput<typeof getGeoRegions>['regions'];
  sort: RankingSort;
  /** The ranking's own path (sort links add ?s=). */
  path: string;
  placeName: string;
  scope: 'prefecture' | 'region';
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
}

function sortOf(value: unknown): RankingSort {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v in RANKING_SORTS ? (v as RankingSort) : 'rating';
}

/** The ranking of a prefecture (default tokyo, §9) or of a region; null for an unknown place. */
export async function loadRanking(ctx: GetServerSidePropsContext, place: { prefecture?: string; region?: string }): Promise<RankingPageProps | null> {
  const api = serverApi(ctx.req, ctx.res);
  const sort = sortOf(ctx.query.s);
  const [ranking, regions] = await Promise.all([
    orNotFound(api.call(getHallRanking, place.region ? { region_slug: place.region, s: sort } : { prefecture_slug: place.prefecture ?? RANKING_DEFAULT_PREFECTURE, s: sort })),
    api.call(getGeoRegions, {}).then((r) => r.regions),
  ]);
  if (!ranking) return null;
  // An unknown region or prefecture answers 404 from the API; a known one always names itself.
  if (place.region && ranking.region.slug !== place.region) return null;
  if (!place.region && !ranking.prefecture) return null;
  setPageCache(ctx.req, ctx.res);
  const scope = place.region ? 'region' : 'prefecture';
  const regionEntry = regions.find((r) => r.slug === ranking.region.slug);
  const placeName = scope === 'region' ? (regionEntry ? regionSubject(regionEntry) : ranking.region.name) : ranking.prefecture!.name;
  const path = scope === 'region' ? `/ranking/region/${ranking.region.slug}` : `/ranking/${ranking.prefecture!.slug}`;
  const sortLabel = RANKING_SORTS[sort];
  const crumbs: Crumb[] = [{ name: 'トップ', href: '/' }, { name: '結婚式場ランキング', href: '/ranking' }];
  if (scope === 'prefecture') crumbs.push({ name: `${ranking.region.name}`, href: `/ranking/region/${ranking.region.slug}` });
  crumbs.push({ name: `${placeName}の結婚式場ランキング` });
  return {
    ranking: toRankedCards(ranking),
    regions,
    sort,
    path,
    placeName,
    scope,
    crumbs,
    base: siteUrl(),
    meta: pageMeta(
      sort === 'rating' ? path : `${path}?s=${sort}`,
      `${placeName}の結婚式場ランキング（${sortLabel}）`,
      `${placeName}で人気の結婚式場ランキング。${sortLabel}で選んだ上位${ranking.items.length}件を、費用目安や口コミとあわせて紹介します。`,
    ),
  };
}
