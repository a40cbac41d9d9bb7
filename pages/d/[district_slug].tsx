import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getGeoDistrict } from '../../api/contract/directory';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { buildLanding, slugParam, type LandingProps } from '../../lib/halls/landing';

export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.district_slug);
  if (!slug) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getGeoDistrict, { slug }));
  if (!geo) return { notFound: true };
  const { district, area, prefecture, region } = geo;
  const props = await buildLanding(ctx, api, {
    path: `/d/${slug}`,
    preset: { district_slug: slug },
    name: district.name,
    heading: `${district.name}の結婚式場`,
    lead: `${area.name}エリアのなかでも${district.name}周辺にある結婚式場です。ゲストが集まりやすい立地の式場を探している方に。`,
    crumbs: [
      { name: 'トップ', href: '/' },
      { name: `${region.name}の結婚式場`, href: `/r/${region.slug}` },
      { name: `${prefecture.name}の結婚式場`, href: `/pref/${prefecture.slug}` },
      { name: `${area.name}の結婚式場`, href: `/a/${area.slug}` },
      { name: `${district.name}の結婚式場` },
    ],
    stats: { area_slug: area.slug },
    linkGroups: [
      { title: `${area.name}のほかの地区`, links: geo.neighbours.map((d) => ({ href: `/d/${d.slug}`, label: d.name, count: d.hall_count })) },
      { title: 'エリアと都道府県', links: [{ href: `/a/${area.slug}`, label: `${area.name}の結婚式場` }, { href: `/pref/${prefecture.slug}`, label: `${prefecture.name}の結婚式場` }] },
    ],
  });
  return { props };
};
