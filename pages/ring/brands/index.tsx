import type { GetServerSideProps } from 'next';
import { serverRingApi } from '../../../api/server';
import { KANA_ROWS, type KanaRow } from '../../../api/contract/ringVocabulary';
import { listBrands, type BrandSummary } from '../../../api/contract/rings';
import { ringPaths } from '../../../api/contract/ringPaths';
import { BrandList } from '../../../components/rings/BrandCard';
import { KanaIndex } from '../../../components/rings/KanaIndex';
import styles from '../../../components/rings/RingPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { Seo } from '../../../components/ui/Seo';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { setPageCache } from '../../../lib/pageCache';
import { RING_TOP_CRUMBS } from '../../../lib/rings/seo';

export interface BrandListProps {
  brands: BrandSummary[];
  row: KanaRow | null;
  available: KanaRow[];
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
}

export default function BrandListPage({ brands, row, available, meta, crumbs, base }: BrandListProps) {
  const groups = KANA_ROWS.map((r) => [r, brands.filter((b) => b.kana_row === r)] as const).filter(([, list]) => list.length);
  return (
    <div className={styles.page}>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <Breadcrumbs items={crumbs} />
      <h1>{row ? `指輪ブランド一覧（${row}行）` : '指輪ブランド一覧'}</h1>
      <p className={styles.lead}>婚約指輪・結婚指輪のブランドを50音順にご紹介します。<span className={styles.count}>{brands.length}</span>ブランド</p>
      <KanaIndex current={row} available={available} />
      {groups.map(([r, list]) => (
        <section key={r} aria-labelledby={`row-${r}`}>
          <h2 id={`row-${r}`}>{r}行</h2>
          <BrandList brands={list} label={`${r}行のブランド`} />
        </section>
      ))}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<BrandListProps> = async ({ req, res, query }) => {
  const row = KANA_ROWS.find((r) => r === query.row) ?? null;
  if (query.row !== undefined && !row) return { notFound: true };
  const all = await serverRingApi(req, res).call(listBrands, { sort: 'kana', per_page: 100 });
  setPageCache(req, res);
  const path = row ? `${ringPaths.brands}?row=${encodeURIComponent(row)}` : ringPaths.brands;
  return {
    props: {
      brands: row ? all.items.filter((b) => b.kana_row === row) : all.items,
      row,
      available: KANA_ROWS.filter((r) => all.items.some((b) => b.kana_row === r)),
      crumbs: [...RING_TOP_CRUMBS, { name: 'ブランド一覧' }],
      base: siteUrl(),
      meta: pageMeta(path, row ? `指輪ブランド一覧（${row}行）` : '指輪ブランド一覧（50音順）', '婚約指輪・結婚指輪の国内・海外ブランドを50音順に。価格帯や店舗、取り扱いの指輪を比べられます。'),
    },
  };
};
