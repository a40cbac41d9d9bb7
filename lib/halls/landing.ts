import type { GetServerSidePropsContext } from 'next';
import type { ApiClient } from '../../api/client';
import { getPlaceStats } from '../../api/contract/directory';
import type { EndpointInput } from '../../api/contract/define';
import type { Crumb } from '../../components/ui/Breadcrumbs';
import type { PlaceLink } from '../../components/halls/search/LinkList';
import type { PlaceStatsData } from '../../components/halls/search/PlaceStats';
import { formatMan, formatNumber } from '../format';
import { setPageCache } from '../pageCache';
import { hrefWith, type QueryParams } from './query';
import { loadSearch, type SearchData } from './searchLoader';
import { pageSuffix } from './searchTitle';
import { pageMeta, siteUrl, type PageMeta } from './seo';
import type { HallCardData } from './hallCardData';
import type { PrefectureEditorial } from './prefectureEditorial';
import { isDocumentRequest, lengthOnly, listOutOfNextData, outOfNextData } from '../documentRequest';

export interface LinkGroup {
  title: string;
  links: PlaceLink[];
}

export interface LandingProps {
  data: SearchData;
  meta: PageMeta;
  crumbs: Crumb[];
  heading: string;
  intro: string[];
  stats: PlaceStatsData | null;
  linkGroups: LinkGroup[];
  basePath: string;
  base: string;
  /** Top halls of the place's ranking (prefecture pages). */
  ranking?: (HallCardData & { rank: number })[];
  rankingHref?: string;
  /** The editors' content of a prefecture (prefecture pages). */
  editorial?: PrefectureEditorial;
}

export interface LandingSpec {
  path: string;
  preset: QueryParams;
  /** The subject of the page: 「東京都」, 「チャペルあり」… */
  name: string;
  heading: string;
  crumbs: Crumb[];
  /** The place's figures: read with the page's other parts, or asked for with this query. */
  stats: PlaceStatsData | EndpointInput<typeof getPlaceStats>;
  linkGroups: LinkGroup[];
  /** The page's own first sentence. */
  lead: string;
  ranking?: LandingProps['ranking'];
  rankingHref?: string;
  editorial?: PrefectureEditorial;
}

/** The introduction: the page's lead and what the figures of the place say. */
export function landingIntro(lead: string, stats: PlaceStatsData | null): string[] {
  const lines = [lead];
  if (stats && stats.hall_count > 0) {
    const parts = [`${stats.name}の掲載式場は${formatNumber(stats.hall_count)}件、口コミは${formatNumber(stats.review_count)}件です。`];
    if (stats.average_cost) parts.push(`結婚式の平均費用は約${formatMan(stats.average_cost)}${stats.average_guest_count ? `（平均${Math.round(stats.average_guest_count)}名）` : ''}。`);
    parts.push('人数・予算・こだわり条件で絞り込んで、ふたりらしい式場を比べてみましょう。');
    lines.push(parts.join(''));
  }
  return lines;
}

/** Loads a landing: the pre-filtered search, the place's stats, and the page's words and links. */
export async function buildLanding(ctx: GetServerSidePropsContext, api: ApiClient, spec: LandingSpec): Promise<LandingProps> {
  const [data, stats] = await Promise.all([
    loadSearch(api, ctx.query as Record<string, string | string[] | undefined>, spec.preset),
    'hall_count' in spec.stats ? spec.stats : api.call(getPlaceStats, spec.stats).catch(() => null),
  ]);
  setPageCache(ctx.req, ctx.res);
  const total = data.result.total;
  const props: LandingProps = {
    data,
    stats,
    heading: spec.heading,
    intro: landingIntro(spec.lead, stats),
    crumbs: spec.crumbs,
    // A place without halls would be a dead end.
    linkGroups: spec.linkGroups.map((g) => ({ ...g, links: g.links.filter((l) => l.count !== 0) })).filter((g) => g.links.length > 0),
    basePath: spec.path,
    base: siteUrl(),
    ...(spec.ranking ? { ranking: spec.ranking, rankingHref: spec.rankingHref } : {}),
    ...(spec.editorial ? { editorial: spec.editorial } : {}),
    meta: pageMeta(
      hrefWith(spec.path, data.params),
      `${spec.heading}（${total}件）${pageSuffix(data.page)}`,
      `${spec.name}の結婚式場${total}件を口コミ評価・費用・人数で比較。${stats?.average_cost ? `平均費用は約${formatMan(stats.average_cost)}。` : ''}写真・プラン・費用明細・ブライダルフェア情報から、ふたりにぴったりの式場が見つかります。`,
      { noindex: data.ignored.length > 0 },
    ),
  };
  return isDocumentRequest(ctx.req) ? documentOnly(props) : props;
}

/**
 * The place links and the ranking row are static islands (components/halls/landing/LandingStaticParts):
 * the document's HTML holds them, so its __NEXT_DATA__ carries their lists' lengths only (the JSON of a
 * client-side navigation carries all).
 */
function documentOnly(props: LandingProps): LandingProps {
  return {
    ...props,
    linkGroups: props.linkGroups.map((g) => outOfNextData(g, { links: lengthOnly(g.links) })),
    ...(props.ranking ? { ranking: listOutOfNextData(props.ranking) } : {}),
  };
}

/** The slug of a dynamic route segment, or null when it cannot be one (→ 404 without asking the API). */
export function slugParam(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9_-]{1,64}$/.test(value) ? value : null;
}
