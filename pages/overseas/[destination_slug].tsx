import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getOverseasDestination } from '../../api/contract/directory';
import { isOverseasDestinationSlug, overseasPaths } from '../../api/contract/overseasDestinations';
import { LandingView } from '../../components/halls/landing/LandingView';
import { orNotFound } from '../../lib/halls/geoCall';
import { buildLanding, slugParam, type LandingProps } from '../../lib/halls/landing';
import { DOMESTIC_RESORT_LINKS, OVERSEAS_LEADS } from '../../lib/halls/overseasLanding';

/** /overseas/{destination_slug}: 海外挙式 in one destination, its halls and figures, and the other destinations. */
export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const slug = slugParam(ctx.params?.destination_slug);
  if (!slug || !isOverseasDestinationSlug(slug)) return { notFound: true };
  const api = serverApi(ctx.req, ctx.res);
  const geo = await orNotFound(api.call(getOverseasDestination, { slug }));
  if (!geo) return { notFound: true };
  const { destination } = geo;
  const props = await buildLanding(ctx, api, {
    path: overseasPaths.destination(slug),
    preset: { overseas_destination_slug: slug },
    name: destination.name,
    heading: `${destination.name}の海外挙式・ウェディング会場`,
    lead: `${OVERSEAS_LEADS[slug]}${destination.name}（${destination.country_name}）の挙式会場を、口コミと費用で比べられます。`,
    crumbs: [{ name: 'トップ', href: '/' }, { name: '海外挙式', href: overseasPaths.top }, { name: `${destination.name}の挙式会場` }],
    stats: { overseas_destination_slug: slug },
    linkGroups: [
      { title: 'ほかの海外挙式の地域', links: geo.neighbours.map((d) => ({ href: overseasPaths.destination(d.slug), label: d.name, count: d.hall_count })) },
      { title: '海外挙式をまとめて見る', links: [{ href: overseasPaths.top, label: '海外挙式の式場すべて' }] },
      { title: '国内でリゾートウェディング', links: DOMESTIC_RESORT_LINKS },
    ],
  });
  return { props };
};
