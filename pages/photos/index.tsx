import type { GetServerSideProps } from 'next';
import type { EndpointOutput } from '@/api/contract/define';
import { photoSearchAggregate, searchPhotos } from '@/api/contract/photoSearch';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { FacetNav, type FacetGroup } from '@/components/brides/FacetNav';
import { PhotoHitGrid } from '@/components/brides/PhotoHitGrid';
import styles from '@/components/brides/BridesPage.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/components/ui/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import { Seo } from '@/components/ui/Seo';
import { BRIDE_PHOTO_SECTIONS, BRIDE_STYLES, type BridePhotoSection, type BrideStyle } from '@/lib/brides/vocabulary';
import { setPageCache } from '@/lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '@/lib/halls/seo';
import { pageParam } from '@/lib/halls/subPage';
import { formatNumber } from '@/lib/format';

interface Values {
  section: BridePhotoSection | null;
  style: BrideStyle | null;
  region: string | null;
}

export interface PhotosPageProps {
  meta: PageMeta;
  heading: string;
  values: Values;
  result: EndpointOutput<typeof searchPhotos>;
  facets: EndpointOutput<typeof photoSearchAggregate>;
  crumbs: Crumb[];
  base: string;
}

function queryOf(v: Values, page = 1): string {
  const p = new URLSearchParams();
  if (v.section) p.set('section', v.section);
  if (v.style) p.set('style', v.style);
  if (v.region) p.set('region', v.region);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return `/photos/${s ? `?${s}` : ''}`;
}

/** /photos/: brides' photos by section, style and region, with the counts as facets. */
export default function PhotosPage({ meta, heading, values, result, facets, crumbs, base }: PhotosPageProps) {
  const groups: FacetGroup[] = [
    { title: 'シーン', param: 'section', options: facets.sections, selected: values.section },
    { title: 'スタイル', param: 'style', options: facets.styles, selected: values.style },
    { title: 'エリア', param: 'region', options: facets.regions, selected: values.region },
  ];
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <h1>{heading}</h1>
        <p className={styles.lead}>先輩花嫁さんのアルバムから、挙式・ドレス・装花などのシーン別に写真を探せます。写真から式場やレポートも見られます。</p>
        <div className={styles.layout}>
          <details className={styles.filters} open={Object.values(values).some(Boolean) || undefined}>
            <summary>条件で絞り込む</summary>
            <FacetNav groups={groups} label="写真の絞り込み" hrefFor={(param, value) => queryOf({ ...values, [param]: value })} />
          </details>
          <div>
            <div role="status">
              <h2 className={styles.count}>{formatNumber(result.total)}枚の写真</h2>
            </div>
            {result.items.length ? <PhotoHitGrid photos={result.items} /> : <p className={styles.empty}>条件に合う写真はありません。</p>}
            <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => queryOf(values, p)} label="写真のページ" />
          </div>
        </div>
      </div>
    </>
  );
}

function oneOf<T extends string>(list: readonly T[], v: unknown): T | null {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && (list as readonly string[]).includes(s) ? (s as T) : null;
}

export const getServerSideProps: GetServerSideProps<PhotosPageProps> = async ({ req, res, query }) => {
  const region = Array.isArray(query.region) ? query.region[0] : query.region;
  const values: Values = {
    section: oneOf(BRIDE_PHOTO_SECTIONS, query.section),
    style: oneOf(BRIDE_STYLES, query.style),
    region: typeof region === 'string' && /^[a-z0-9_-]{1,64}$/.test(region) ? region : null,
  };
  const page = pageParam(query.page);
  const input = { ...(values.section ? { section: values.section } : {}), ...(values.style ? { style: values.style } : {}), ...(values.region ? { region: values.region } : {}) };
  const api = serverApi(req, res);
  try {
    const [result, facets] = await Promise.all([api.call(searchPhotos, { ...input, page }), api.call(photoSearchAggregate, input)]);
    // Past the last page there is no such page (not page 1 again, not an empty list).
    if (page > 1 && result.items.length === 0) return { notFound: true };
    const names = [
      facets.regions.find((r) => r.key === values.region)?.label,
      facets.styles.find((s) => s.key === values.style)?.label,
      facets.sections.find((s) => s.key === values.section)?.label,
    ].filter(Boolean);
    const heading = names.length ? `${names.join('・')}の花嫁さんの写真` : '花嫁さんの写真を探す';
    const crumbs: Crumb[] = [{ name: 'ホーム', href: '/' }, { name: '花嫁レポート', href: '/brides/' }, { name: '写真を探す', href: '/photos/' }, ...(names.length ? [{ name: heading }] : [])];
    setPageCache(req, res);
    return {
      props: {
        meta: pageMeta(queryOf(values, page), `${heading}${page > 1 ? `（${page}ページ目）` : ''}`, `${heading}。先輩花嫁さんの結婚式の写真${formatNumber(result.total)}枚を、挙式・披露宴・ドレス・料理・装花などのシーンやエリアから探せます。`, { noindex: names.length > 1 || result.total === 0 }),
        heading, values, result, facets, crumbs, base: siteUrl(),
      },
    };
  } catch (e) {
    if (isApiClientError(e) && e.status === 400) return { notFound: true };
    throw e;
  }
};
