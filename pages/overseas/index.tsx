import type { GetServerSideProps } from 'next';
import { serverApi } from '../../api/server';
import { getOverseasDestinations } from '../../api/contract/directory';
import { overseasPaths } from '../../api/contract/overseasDestinations';
import { LandingView } from '../../components/halls/landing/LandingView';
import { buildLanding, type LandingProps } from '../../lib/halls/landing';
import { DOMESTIC_RESORT_LINKS } from '../../lib/halls/overseasLanding';

/** /overseas: 海外挙式, every hall abroad and the destinations with their hall counts. */
export default LandingView;

export const getServerSideProps: GetServerSideProps<LandingProps> = async (ctx) => {
  const api = serverApi(ctx.req, ctx.res);
  const { destinations } = await api.call(getOverseasDestinations, {});
  const open = destinations.filter((d) => d.hall_count > 0);
  const props = await buildLanding(ctx, api, {
    path: overseasPaths.top,
    preset: { overseas: 'true' },
    name: '海外挙式',
    heading: '海外挙式・海外ウェディングの式場',
    lead: `ハワイやグアムのビーチチャペルから、ヨーロッパの歴史ある教会まで。${open.length}の地域の挙式会場を、口コミと費用で比べられます。どの会場も、国内のサロンで相談やブライダルフェアに参加できます。`,
    crumbs: [{ name: 'トップ', href: '/' }, { name: '海外挙式' }],
    stats: { overseas: true },
    linkGroups: [
      { title: '海外挙式の地域から探す', links: destinations.map((d) => ({ href: overseasPaths.destination(d.slug), label: d.name, count: d.hall_count })) },
      { title: '国内でリゾートウェディング', links: DOMESTIC_RESORT_LINKS },
    ],
  });
  return { props };
};
