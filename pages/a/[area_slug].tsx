import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getGeoArea } from '../../api/contract/directory';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { buildLanding, slugParam, type LandingProps } from '../../lib/halls/landing';

export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.area_slug);
  if (!slug) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getGeoArea, { slug }));
  if (!geo) return { notFound: true };
  const { area, prefecture, region } = geo;
  const props = await buildLanding(ctx, api, {
    path: `/a/${slug}`,
    preset: { area_slug: slug },
    name: area.name,
    heading: `${area.name}の結婚式場・ウェディング会場`,
    lead: `${prefecture.name}・${area.name}エリアの結婚式場を一覧で。駅からのアクセスや会場の雰囲気、実際にかかった費用を見比べて、理想の式場を見つけましょう。`,
    crumbs: [
      { name: 'トップ', href: '/' },
      { name: `${region.name}の結婚式場`, href: `/r/${region.slug}` },
      { name: `${prefecture.name}の結婚式場`, href: `/pref/${prefecture.slug}` },
      { name: `${area.name}の結婚式場` },
    ],
    stats: { area_slug: slug },
    linkGroups: [
      { title: `${area.name}の地区から探す`, links: geo.districts.map((d) => ({ href: `/d/${d.slug}`, label: d.name, count: d.hall_count })) },
      { title: `${area.name}の駅から探す`, links: geo.stations.map((s) => ({ href: `/s/${s.id}`, label: `${s.name}駅`, count: s.hall_count })) },
      { title: `${prefecture.name}のほかのエリア`, links: geo.neighbours.map((a) => ({ href: `/a/${a.slug}`, label: a.name, count: a.hall_count })) },
    ],
  });
  return { props };
};
