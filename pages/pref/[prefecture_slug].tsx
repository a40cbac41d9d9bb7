import type { GetServerSideProps } from 'next';
import { toRankedCards } from '@/lib/halls/hallCardData';
import { serverApi } from '@/api/server';
import { getPrefecturePage } from '@/api/contract/prefecturePage';
import { LandingView } from '@/components/halls/landing/LandingView';
import { orNotFound } from '@/lib/halls/geoCall';
import { prefectureEditorialOf } from '@/lib/halls/prefectureEditorial';
import { buildLanding, slugParam, type LandingProps } from '@/lib/halls/landing';

/** The prefecture page: its halls, figures, ranking, PR halls, pickup weddings, columns, areas, stations and neighbouring prefectures. */
export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.prefecture_slug);
  if (!slug) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  // Everything but the hall search in one call (one statement): places, ranking, PR halls, figures, editors' content.
  const page = await orNotFound(api.call(getPrefecturePage, { slug }));
  if (!page) return { notFound: true };
  const { prefecture, region } = page.geo;
  const props = await buildLanding(ctx, api, {
    path: `/pref/${slug}`,
    preset: { prefecture_slug: slug },
    name: prefecture.name,
    heading: `${prefecture.name}の結婚式場・ウェディング会場`,
    lead: `${prefecture.name}で結婚式を挙げるなら。${region.name}エリアの人気ホテル・ゲストハウス・レストランなど、${prefecture.name}の結婚式場を口コミと費用で比べられます。`,
    crumbs: [{ name: 'トップ', href: '/' }, { name: `${region.name}の結婚式場`, href: `/r/${region.slug}` }, { name: `${prefecture.name}の結婚式場` }],
    stats: page.stats,
    ranking: toRankedCards(page.ranking).items,
    editorial: prefectureEditorialOf(prefecture.name, page),
    rankingHref: `/ranking/${slug}`,
    linkGroups: [
      { title: `${prefecture.name}のエリアから探す`, links: page.geo.areas.map((a) => ({ href: `/a/${a.slug}`, label: a.name, count: a.hall_count })) },
      { title: '駅から探す', links: page.geo.stations.slice(0, 16).map((s) => ({ href: `/s/${s.id}`, label: `${s.name}駅`, count: s.hall_count })) },
      { title: `${region.name}のほかの都道府県`, links: page.geo.neighbours.map((p) => ({ href: `/pref/${p.slug}`, label: p.name, count: p.hall_count })) },
    ],
  });
  return { props };
};
