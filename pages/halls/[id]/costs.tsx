import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import type { EndpointOutput } from '../../../api/contract/define';
import { getHallCommentStats, getHallCosts } from '../../../api/contract/halls';
import { costsOrderKeys } from '../../../api/contract/reviewVocabulary';
import { CommentStatsGrid } from '../../../components/halls/detail/CommentStatsGrid';
import { CostAveragesBox, CostReportList } from '../../../components/halls/detail/CostReportList';
import { HallSubPage } from '../../../components/halls/detail/HallSubPage';
import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../components/ui/Pagination';
import { Section } from '../../../components/ui/Section';
import { Seo } from '../../../components/ui/Seo';
import { COMMENT_STATS_PEOPLE_BANDS } from '../../../lib/constants';
import { emptyPage, part } from '../../../lib/halls/hallLoader';
import { hallCommentStats } from '../../../lib/halls/hallTopLoader';
import { hrefWith, type QueryParams } from '../../../lib/halls/query';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { loadHallSub, oneOf, pageParam, type HallSubBase } from '../../../lib/halls/subPage';
import styles from '../../../components/halls/detail/PhotosPage.module.css';

const ORDER_LABELS: Record<(typeof costsOrderKeys)[number], string> = {
  newest: '新しい順',
  cost_high: '総額が高い順',
  cost_low: '総額が安い順',
  guests_high: '人数が多い順',
  guests_low: '人数が少ない順',
};

/** The guest-count bands of §9 as filter values (n = a count inside the band). */
const PEOPLE_FILTERS = COMMENT_STATS_PEOPLE_BANDS.map((band, i) => ({
  n: band,
  label: i === COMMENT_STATS_PEOPLE_BANDS.length - 1 ? `${COMMENT_STATS_PEOPLE_BANDS[i - 1]}名超` : i === 0 ? `〜${band}名` : `${COMMENT_STATS_PEOPLE_BANDS[i - 1] + 1}〜${band}名`,
}));

interface Props extends HallSubBase {
  meta: PageMeta;
  params: QueryParams;
  costs: EndpointOutput<typeof getHallCosts>;
  stats: EndpointOutput<typeof getHallCommentStats>;
}

export default function HallCostsPage({ hall, crumbs, base, meta, params, costs, stats }: Props) {
  const path = `/halls/${hall.id}/costs`;
  const n = params.n as string | undefined;
  const order = (params.order as string | undefined) ?? 'newest';
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="costs" heading={`${hall.name}の費用明細`}>
        <CostAveragesBox averages={costs} />
        {stats.total > 0 ? <CommentStatsGrid stats={stats} /> : null}
        <Section id="cost-list" title={`実際にかかった費用（${costs.total}件）`}>
          <nav aria-label="招待人数で絞り込む" className={styles.sections}>
            <ul>
              <li><Link href={hrefWith(path, params, { n: null, page: null })} aria-current={!n ? 'page' : undefined} className={!n ? styles.active : undefined} scroll={false}>すべての人数</Link></li>
              {PEOPLE_FILTERS.map((f) => (
                <li key={f.n}>
                  <Link href={hrefWith(path, params, { n: String(f.n), page: null })} aria-current={n === String(f.n) ? 'page' : undefined} className={n === String(f.n) ? styles.active : undefined} scroll={false}>{f.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="並び替え" className={styles.sections}>
            <ul>
              {costsOrderKeys.map((o) => (
                <li key={o}>
                  <Link href={hrefWith(path, params, { order: o === 'newest' ? null : o, page: null })} aria-current={order === o ? 'true' : undefined} className={order === o ? styles.active : undefined} scroll={false}>{ORDER_LABELS[o]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <CostReportList reports={costs.items} />
          <Pagination page={costs.page} totalPages={costs.total_pages} hrefFor={(p) => hrefWith(path, params, { page: String(p) })} label="費用明細のページ" />
        </Section>
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const loaded = await loadHallSub(ctx, { name: '費用明細', path: 'costs' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  const id = base.hall.id;
  const nRaw = Array.isArray(ctx.query.n) ? ctx.query.n[0] : ctx.query.n;
  const n = nRaw && /^\d{1,4}$/.test(nRaw) && Number(nRaw) > 0 ? Number(nRaw) : undefined;
  const order = oneOf(ctx.query.order, costsOrderKeys) ?? 'newest';
  const page = pageParam(ctx.query.page);
  const costs = await part(api.call(getHallCosts, { id, n, order, page, per_page: 10 }), { ...emptyPage(10), average_total: 0, average_guest_count: 0, average_per_person: 0 });
  const stats = hallCommentStats(base.hall);
  const params = Object.fromEntries(Object.entries({ n: n ? String(n) : '', order: order === 'newest' ? '' : order }).filter(([, v]) => v)) as QueryParams;
  return {
    props: {
      ...base,
      params,
      costs,
      stats,
      meta: pageMeta(
        hrefWith(`/halls/${id}/costs`, params, { page: String(page) }),
        `${base.hall.name}の費用明細・実際にかかった費用`,
        `${base.hall.name}で結婚式を挙げたカップルの費用明細${costs.total}件。総額・1人あたりの費用・初回見積もりとの差額を人数別に比較できます。`,
      ),
    },
  };
};
