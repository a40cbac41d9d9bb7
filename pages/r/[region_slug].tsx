import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getGeoRegion } from '../../api/contract/directory';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { regionSubject } from '../../lib/halls/regionName';
import { buildLanding, slugParam, type LandingProps } from '../../lib/halls/landing';

export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.region_slug);
  if (!slug) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getGeoRegion, { slug }));
  if (!geo) return { notFound: true };
  const { region } = geo;
  const subject = regionSubject(region);
  const props = await buildLanding(ctx, api, {
    path: `/r/${slug}`,
    preset: { region_slugs: [slug] },
    name: subject,
    heading: `${subject}の結婚式場・ウェディング会場`,
    lead: `${region.name}地方（${region.prefectures.map((p) => p.name).join('・')}）の結婚式場をまとめて探せます。`,
    crumbs: [{ name: 'トップ', href: '/' }, { name: `${subject}の結婚式場` }],
    stats: { region_slug: slug },
    rankingHref: `/ranking/region/${slug}`,
    linkGroups: [
      { title: `${region.name}の都道府県から探す`, links: region.prefectures.map((p) => ({ href: `/pref/${p.slug}`, label: p.name, count: p.hall_count })) },
      { title: 'ほかの地方', links: geo.neighbours.map((r) => ({ href: `/r/${r.slug}`, label: r.name })) },
      { title: 'ランキング', links: [{ href: `/ranking/region/${slug}`, label: `${region.name}の式場ランキング` }] },
    ],
  });
  return { props };
};
