import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { BRIDES_PICKUP_SIZES, bridesAggregate, listBrides, listPickupBrides } from '@/api/contract/brides';
import type { EndpointOutput } from '@/api/contract/define';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { BrideCardList } from '@/components/brides/BrideCard';
import { toBrideCard, type BrideCardData } from '@/lib/brides/brideCardData';
import { FacetNav, type FacetGroup } from '@/components/brides/FacetNav';
import styles from '@/components/brides/BridesPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/components/ui/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import { Section } from '@/components/ui/Section';
import { Seo } from '@/components/ui/Seo';
import { brideFilterInput, brideSearchQuery, parseBrideSearch, withFilter, type BrideSearchValues } from '@/lib/brides/searchQuery';
import { setPageCache } from '@/lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '@/lib/halls/seo';
import { pageParam } from '@/lib/halls/subPage';
import { formatNumber } from '@/lib/format';

export interface BridesPageProps {
  meta: PageMeta;
  heading: string;
  values: BrideSearchValues;
  /** The page of reports, each as its card shows it. */
  result: Omit<EndpointOutput<typeof listBrides>, 'items'> & { items: BrideCardData[] };
  facets: EndpointOutput<typeof bridesAggregate>;
  pickups: BrideCardData[];
  crumbs: Crumb[];
  base: string;
}

/** /brides/: picked-up reports and the search by region, theme, season and style, with counts. */
export default function BridesPage({ meta, heading, values, result, facets, pickups, crumbs, base }: BridesPageProps) {
  const groups: FacetGroup[] = [
    { title: 'エリア', param: 'region', options: facets.regions, selected: values.region },
    ...(values.region ? [{ title: '都道府県', param: 'prefecture', options: facets.prefectures, selected: values.prefecture }] : []),
    { title: 'テーマ', param: 'tag', options: facets.theme_tags.map((t) => ({ key: String(t.id), label: t.label, count: t.count })), selected: values.tag ? String(values.tag) : null },
    { title: '季節', param: 'season', options: facets.seasons, selected: values.season },
    { title: 'スタイル', param: 'style', options: facets.styles, selected: values.style },
  ];
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <h1>{heading}</h1>
        <p className={styles.lead}>先輩花嫁さんが結婚式の写真と体験をレポート。エリアやテーマ、季節から、理想の結婚式のヒントを見つけましょう。</p>
        {pickups.length ? (
          <Section id="pickup" title="ピックアップ花嫁レポート">
            <BrideCardList brides={pickups} label="ピックアップ花嫁レポート" />
          </Section>
        ) : null}
        <div className={styles.layout}>
          <details className={styles.filters} open={filtered || undefined}>
            <summary>条件で絞り込む</summary>
            <FacetNav groups={groups} label="花嫁レポートの絞り込み" hrefFor={(param, value) => `/brides/${brideSearchQuery(withFilter(values, param, value))}`} />
          </details>
          <div>
            <h2 className={styles.count}>{formatNumber(result.total)}件の花嫁レポート</h2>
            {result.items.length ? (
              <BrideCardList brides={result.items} label="花嫁レポートの一覧" />
            ) : (
              <p className={styles.empty}>条件に合う花嫁レポートはありません。条件を変えてお探しください。</p>
            )}
            <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => `/brides/${brideSearchQuery(values, p)}`} label="花嫁レポートのページ" />
          </div>
        </div>
        <ul className={styles.links}>
          <li><Link href="/photos/">花嫁さんの写真を探す</Link></li>
          {facets.theme_tags.slice(0, 6).map((t) => <li key={t.id}><Link href={`/brides/tags/${t.id}`}>#{t.label}の花嫁レポート</Link></li>)}
        </ul>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BridesPageProps> = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  const values = parseBrideSearch(query);
  const page = pageParam(query.page);
  const input = brideFilterInput(values);
  const filtered = Object.keys(input).length > 0;
  try {
    const [result, facets, pickups] = await Promise.all([
      api.call(listBrides, { ...input, page }),
      api.call(bridesAggregate, input),
      !filtered && page === 1 ? api.call(listPickupBrides, { limit: BRIDES_PICKUP_SIZES.page }) : Promise.resolve({ items: [] }),
    ]);
    // Past the last page there is no such page (not page 1 again, not an empty list).
    if (page > 1 && result.items.length === 0) return { notFound: true };
    const names = [
      facets.prefectures.find((p) => p.key === values.prefecture)?.label ?? facets.regions.find((r) => r.key === values.region)?.label,
      facets.theme_tags.find((t) => t.id === values.tag)?.label,
      facets.seasons.find((s) => s.key === values.season)?.label,
      facets.styles.find((s) => s.key === values.style)?.label,
    ].filter(Boolean);
    const heading = names.length ? `${names.join('・')}の花嫁レポート` : '花嫁レポート';
    const path = `/brides/${brideSearchQuery(values, page)}`;
    const crumbs: Crumb[] = [{ name: 'ホーム', href: '/' }, { name: '花嫁レポート', href: '/brides/' }, ...(names.length ? [{ name: heading }] : [])];
    setPageCache(req, res);
    return {
      props: {
        meta: pageMeta(path, `${heading}${page > 1 ? `（${page}ページ目）` : ''}`, `${heading}の一覧。先輩花嫁さんの結婚式の写真、式場、費用、ゲスト人数、準備のアドバイスを${formatNumber(result.total)}件のレポートから探せます。`, { noindex: names.length > 1 || result.total === 0 }),
        heading, values, result: { ...result, items: result.items.map(toBrideCard) }, facets, pickups: pickups.items.map(toBrideCard), crumbs, base: siteUrl(),
      },
    };
  } catch (e) {
    // An unknown region or prefecture in the URL: there is no such page.
    if (isApiClientError(e) && e.status === 400) return { notFound: true };
    throw e;
  }
};
