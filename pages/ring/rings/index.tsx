import type { GetServerSideProps } from 'next';
import { serverRingApi } from '../../../api/server';
import { priceMaxLabel } from '../../../api/contract/ringVocabulary';
import { listBrands, searchRings, type BrandSummary, type RingSummary } from '../../../api/contract/rings';
import { RingGrid } from '../../../components/rings/RingCard';
import styles from '../../../components/rings/RingPage.module.css';
import { RingSearchForm } from '../../../components/rings/RingSearchForm';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { Pagination } from '../../../components/ui/Pagination';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { setPageCache } from '../../../lib/pageCache';
import { caratBandLabel, designLabel, metalLabel, priceBandLabel, ringTypeLabel } from '../../../lib/rings/labels';
import { parseRingQuery } from '../../../lib/rings/parseRingQuery';
import { ringSearchHref, type RingSearchQuery } from '../../../lib/rings/searchQuery';
import { RING_TOP_CRUMBS } from '../../../lib/rings/seo';
import { formatNumber } from '@/lib/format';

export interface RingSearchProps {
  query: RingSearchQuery;
  rings: RingSummary[];
  total: number;
  totalPages: number;
  brands: BrandSummary[];
  heading: string;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
}

export default function RingSearchPage({ query, rings, total, totalPages, brands, heading, meta, crumbs, base }: RingSearchProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      <RingSearchForm query={query} brands={brands} />
      <h2 className="visually-hidden">検索結果</h2>
      <p role="status"><span className={styles.count}>{formatNumber(total)}</span>件の指輪{total ? `（${query.page}/${totalPages}ページ）` : ''}</p>
      {rings.length ? <RingGrid rings={rings} label="検索結果" /> : <p>条件に合う指輪が見つかりませんでした。条件を減らしてお試しください。</p>}
      <Pagination page={query.page} totalPages={totalPages} hrefFor={(p) => ringSearchHref(query, p)} />
    </div>
  );
}

/** 「プラチナ950・ウェーブの結婚指輪」: the filters in words. */
function headingOf(q: RingSearchQuery, brandName: string | null): string {
  const parts = [brandName, q.price_band && priceBandLabel(q.price_band), q.price_max && priceMaxLabel(q.price_max), q.metal.map(metalLabel).join('・'), q.design.map(designLabel).join('・'), q.carat && caratBandLabel(q.carat)].filter(Boolean);
  const what = q.type ? ringTypeLabel(q.type) : '婚約指輪・結婚指輪';
  return parts.length ? `${parts.join('・')}の${what}` : `${what}を探す`;
}

export const getServerSideProps: GetServerSideProps<RingSearchProps> = async ({ req, res, query: urlQuery }) => {
  const query = parseRingQuery(urlQuery);
  const api = serverRingApi(req, res);
  const [result, brands] = await Promise.all([api.call(searchRings, query), api.call(listBrands, { sort: 'kana', per_page: 100 })]);
  if (query.page > 1 && !result.items.length) return { notFound: true };
  setPageCache(req, res);
  const brandName = brands.items.filter((b) => query.brand_id.includes(b.id)).map((b) => b.brand_name).join('・') || null;
  const heading = headingOf(query, brandName);
  return {
    props: {
      query: JSON.parse(JSON.stringify(query)) as RingSearchQuery,
      rings: result.items,
      total: result.total,
      totalPages: result.total_pages,
      brands: brands.items,
      heading,
      crumbs: [...RING_TOP_CRUMBS, { name: heading }],
      base: siteUrl(),
      meta: pageMeta(ringSearchHref(query, query.page), query.page > 1 ? `${heading}（${query.page}ページ目）` : heading, `${heading}を${result.total}件から、予算・素材・デザイン・カラットで比べられます。価格は税込です。`),
    },
  };
};
