import type { GetServerSideProps } from 'next';
import { toRankedCards } from '@/lib/halls/hallCardData';
import { serverApi } from '../../api/server';
import { getGeoPrefecture, getHallRanking } from '../../api/contract/directory';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { loadPrefectureEditorial } from '../../lib/halls/prefectureEditorial';
import { buildLanding, slugParam, type LandingProps } from '../../lib/halls/landing';

/** The prefecture page: its halls, figures, ranking, PR halls, pickup weddings, columns, areas, stations and neighbouring prefectures. */
export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.prefecture_slug);
  if (!slug) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getGeoPrefecture, { slug }));
  if (!geo) return { notFound: true };
  const { prefecture, region } = geo;
  const [ranking, editorial] = await Promise.all([
    api.call(getHallRanking, { prefecture_slug: slug, limit: 5 }).then((r) => toRankedCards(r).items).catch(() => []),
    loadPrefectureEditorial(api, prefecture),
  ]);
  const props = await buildLanding(ctx, api, {
    path: `/pref/${slug}`,
    preset: { prefecture_slug: slug },
    name: prefecture.name,
    heading: `${prefecture.name}の結婚式場・ウェディング会場`,
    lead: `${prefecture.name}で結婚式を挙げるなら。${region.name}エリアの人気ホテル・ゲストハウス・レストランなど、${prefecture.name}の結婚式場を口コミと費用で比べられます。`,
    crumbs: [{ name: 'トップ', href: '/' }, { name: `${region.name}の結婚式場`, href: `/r/${region.slug}` }, { name: `${prefecture.name}の結婚式場` }],
    statsQuery: { prefecture_slug: slug },
    ranking,
    editorial,
    rankingHref: `/ranking/${slug}`,
    linkGroups: [
      { title: `${prefecture.name}のエリアから探す`, links: geo.areas.map((a) => ({ href: `/a/${a.slug}`, label: a.name, count: a.hall_count })) },
      { title: '駅から探す', links: geo.stations.slice(0, 16).map((s) => ({ href: `/s/${s.id}`, label: `${s.name}駅`, count: s.hall_count })) },
      { title: `${region.name}のほかの都道府県`, links: geo.neighbours.map((p) => ({ href: `/pref/${p.slug}`, label: p.name, count: p.hall_count })) },
    ],
  });
  return { props };
};
