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
  /** Scenes, any of them. */
  section: BridePhotoSection[];
  style: BrideStyle | null;
  region: string | null;
  prefecture: string | null;
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
  for (const s of BRIDE_PHOTO_SECTIONS) if (v.section.includes(s)) p.append('section', s);
  if (v.style) p.set('style', v.style);
  if (v.region) p.set('region', v.region);
  if (v.prefecture) p.set('prefecture', v.prefecture);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return `/photos/${s ? `?${s}` : ''}`;
}

/** The values after choosing (or, for a scene, adding or removing) one facet option; null clears the group. */
function withChoice(v: Values, param: string, value: string | null): Values {
  switch (param) {
    case 'section': {
      const s = value as BridePhotoSection | null;
      return { ...v, section: s === null ? [] : v.section.includes(s) ? v.section.filter((x) => x !== s) : [...v.section, s] };
    }
    case 'style': return { ...v, style: value as BrideStyle | null };
    // A region replaces the prefecture; a prefecture keeps its region.
    case 'region': return { ...v, region: value, prefecture: null };
    case 'prefecture': return { ...v, prefecture: value };
    default: return v;
  }
}

/** /photos/: brides' photos by scenes (several at once), style, region and prefecture, with the counts as facets. */
export default function PhotosPage({ meta, heading, values, result, facets, crumbs, base }: PhotosPageProps) {
  const prefecture = facets.prefectures.find((p) => p.key === values.prefecture);
  const region = values.region ?? prefecture?.region ?? null;
  const groups: FacetGroup[] = [
    { title: 'シーン（いくつでも）', param: 'section', options: facets.sections, selected: values.section, multiple: true },
    { title: 'スタイル', param: 'style', options: facets.styles, selected: values.style },
    { title: 'エリア', param: 'region', options: facets.regions, selected: region },
    ...(region ? [{ title: '都道府県', param: 'prefecture', options: facets.prefectures.filter((p) => p.region === region), selected: values.prefecture }] : []),
  ];
  const chosen = [...facets.sections.filter((s) => (values.section as string[]).includes(s.key)).map((s) => s.label), facets.styles.find((s) => s.key === values.style)?.label, prefecture?.label ?? facets.regions.find((r) => r.key === region)?.label].filter(Boolean);
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <h1>{heading}</h1>
        <p className={styles.lead}>先輩花嫁さんのアルバムから、挙式・ドレス・装花などのシーン別に写真を探せます。写真から式場やレポートも見られます。</p>
        <div className={styles.layout}>
          <details className={styles.filters} open={chosen.length > 0 || undefined}>
            <summary>条件で絞り込む{chosen.length ? <span className={styles.chosen}>：{chosen.join('・')}</span> : null}</summary>
            <FacetNav groups={groups} label="写真の絞り込み" hrefFor={(param, value) => queryOf(withChoice(values, param, value))} />
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
  const slugOf = (v: unknown) => {
    const s = Array.isArray(v) ? v[0] : v;
    return typeof s === 'string' && /^[a-z0-9_-]{1,64}$/.test(s) ? s : null;
  };
  const sections = [query.section].flat().flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const values: Values = {
    section: BRIDE_PHOTO_SECTIONS.filter((s) => sections.includes(s)),
    style: oneOf(BRIDE_STYLES, query.style),
    region: slugOf(query.region),
    prefecture: slugOf(query.prefecture),
  };
  const page = pageParam(query.page);
  const input = {
    ...(values.section.length ? { section: values.section } : {}),
    ...(values.style ? { style: values.style } : {}),
    ...(values.region ? { region: values.region } : {}),
    ...(values.prefecture ? { prefecture: values.prefecture } : {}),
  };
  const api = serverApi(req, res);
  try {
    const [result, facets] = await Promise.all([api.call(searchPhotos, { ...input, page }), api.call(photoSearchAggregate, input)]);
    // Past the last page there is no such page (not page 1 again, not an empty list).
    if (page > 1 && result.items.length === 0) return { notFound: true };
    const place = facets.prefectures.find((p) => p.key === values.prefecture)?.label ?? facets.regions.find((r) => r.key === values.region)?.label;
    const scenes = facets.sections.filter((s) => (values.section as string[]).includes(s.key)).map((s) => s.label);
    const names = [place, facets.styles.find((s) => s.key === values.style)?.label, scenes.length ? scenes.join('と') : undefined].filter(Boolean);
    const heading = names.length ? `${names.join('・')}の花嫁さんの写真` : '花嫁さんの写真を探す';
    const crumbs: Crumb[] = [{ name: 'ホーム', href: '/' }, { name: '花嫁レポート', href: '/brides/' }, { name: '写真を探す', href: '/photos/' }, ...(names.length ? [{ name: heading }] : [])];
    setPageCache(req, res);
    return {
      props: {
        meta: pageMeta(queryOf(values, page), `${heading}${page > 1 ? `（${page}ページ目）` : ''}`, `${heading}。先輩花嫁さんの結婚式の写真${formatNumber(result.total)}枚を、挙式・披露宴・ドレス・料理・装花などのシーンやエリアから探せます。`, { noindex: names.length > 1 || scenes.length > 1 || result.total === 0 }),
        heading, values, result, facets, crumbs, base: siteUrl(),
      },
    };
  } catch (e) {
    if (isApiClientError(e) && e.status === 400) return { notFound: true };
    throw e;
  }
};
