import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getGeoStation } from '../../api/contract/directory';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { buildLanding, type LandingProps } from '../../lib/halls/landing';

export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const raw = ctx.params?.station_id;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) <= 0) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getGeoStation, { id: Number(raw) }));
  if (!geo) return { notFound: true };
  const { station, area, prefecture, region } = geo;
  const crumbs = [{ name: 'トップ', href: '/' }, { name: `${region.name}の結婚式場`, href: `/r/${region.slug}` }, { name: `${prefecture.name}の結婚式場`, href: `/pref/${prefecture.slug}` }];
  if (area) crumbs.push({ name: `${area.name}の結婚式場`, href: `/a/${area.slug}` });
  const props = await buildLanding(ctx, api, {
    path: `/s/${station.id}`,
    preset: { station_id: String(station.id) },
    name: `${station.name}駅`,
    heading: `${station.name}駅周辺の結婚式場`,
    lead: `${station.name}駅（${station.lines.join('・') || prefecture.name}）から通いやすい結婚式場です。遠方のゲストにもやさしい、駅近の式場を探せます。`,
    crumbs: [...crumbs, { name: `${station.name}駅周辺の結婚式場` }],
    stats: area ? { area_slug: area.slug } : { prefecture_slug: prefecture.slug },
    linkGroups: [
      { title: '近くの駅から探す', links: geo.neighbours.map((s) => ({ href: `/s/${s.id}`, label: `${s.name}駅（${s.distance_km.toFixed(1)}km）`, count: s.hall_count })) },
      { title: 'エリアと都道府県', links: [...(area ? [{ href: `/a/${area.slug}`, label: `${area.name}の結婚式場` }] : []), { href: `/pref/${prefecture.slug}`, label: `${prefecture.name}の結婚式場` }] },
    ],
  });
  return { props };
};
