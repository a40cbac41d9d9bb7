import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi } from '@/api/server';
import { isApiClientError } from '@/api/errors';
import { getGeoRegions } from '@/api/contract/directory';
import { siteSearch, type SiteSearchResult } from '@/api/contract/search';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from '@/lib/search/kinds';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { setPageCache } from '@/lib/pageCache';
import { searchPath } from '@/lib/search/paths';
import { POPULAR_SEARCHES } from '@/lib/search/alternatives';
import { Seo } from '@/components/ui/Seo';
import { SearchForm, type PrefectureOption } from '@/components/search/SearchForm';
import { SearchResultGroup, countLabel } from '@/components/search/SearchResults';
import styles from '@/components/search/SearchResults.module.css';

interface Props {
  meta: PageMeta;
  q: string;
  result: SiteSearchResult | null;
  prefectures: PrefectureOption[];
}

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] ?? '' : v ?? '');

/** /search?q=&kind=&pref=&page=: the site search (noindex). A bad parameter is dropped, not an error. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  // eslint-disable-next-line no-control-regex
  const q = first(query.q).replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, SEARCH_QUERY_MAX);
  const kindRaw = first(query.kind);
  const kind = (SEARCH_KINDS as readonly string[]).includes(kindRaw) ? (kindRaw as SearchKind) : undefined;
  const prefRaw = first(query.pref);
  const pageRaw = Number(first(query.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 50 ? pageRaw : 1;
  const { regions } = await api.call(getGeoRegions, {});
  const prefectures = regions.flatMap((r) => r.prefectures.map((p) => ({ slug: p.slug, name: p.name })));
  const pref = prefectures.some((p) => p.slug === prefRaw) ? prefRaw : undefined;
  let result: SiteSearchResult | null = null;
  if (q) {
    try {
      result = await api.call(siteSearch, { q, kind, pref, page: kind ? page : 1 });
    } catch (e) {
      if (!(isApiClientError(e) && e.status === 400)) throw e;
    }
  }
  setPageCache(req, res, 60);
  const title = q ? `「${q}」の検索結果${kind ? `（${result?.groups[0]?.label ?? ''}${page > 1 ? `・${page}ページ目` : ''}）` : ''}｜musubi` : 'サイト内検索｜musubi';
  return {
    props: {
      meta: pageMeta(searchPath({ q, kind, pref, page }), title, '式場・フェア・記事・花嫁レポ・指輪をまとめて検索できます。', { noindex: true }),
      q,
      result,
      prefectures,
    },
  };
};

export default function SearchPage({ meta, q, result, prefectures }: Props) {
  const single = result?.kind ?? null;
  return (
    <>
      <Seo meta={meta} />
      <h1>{q ? `「${q}」の検索結果` : 'サイト内検索'}</h1>
      <SearchForm q={q} kind={single} pref={result?.pref?.slug ?? null} prefectures={prefectures} />
      {!q ? <Suggestions title="よく検索されるキーワード" items={POPULAR_SEARCHES.map((p) => ({ label: p, url: searchPath({ q: p }) }))} /> : null}
      {result ? (
        <>
          <p className={styles.summary} role="status">
            {result.total
              ? `${result.pref ? `${result.pref.name}・` : ''}${single ? `${result.groups[0].label} ${countLabel(result.groups[0])}` : `合計${result.total.toLocaleString('ja-JP')}件${result.groups.some((g) => g.count_capped) ? '以上' : ''}`}見つかりました。`
              : `「${q}」に一致する結果は見つかりませんでした。`}
          </p>
          {result.total === 0 ? <Suggestions title="こちらで探してみませんか" items={result.alternatives} /> : null}
          {result.total > 0 && single ? <p><Link href={searchPath({ q, pref: result.pref?.slug })}>すべての種類の結果に戻る</Link></p> : null}
          {result.total > 0 ? result.groups.map((g) => <SearchResultGroup key={g.kind} group={g} showMore={!single} />) : null}
          {single && result.total_pages > 1 ? (
            <nav className={styles.pager} aria-label="ページ送り">
              {result.page > 1 ? <Link href={searchPath({ q, kind: single, pref: result.pref?.slug, page: result.page - 1 })} rel="prev">前のページ</Link> : <span />}
              <span>{result.page} / {result.total_pages}ページ</span>
              {result.page < result.total_pages ? <Link href={searchPath({ q, kind: single, pref: result.pref?.slug, page: result.page + 1 })} rel="next">次のページ</Link> : <span />}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function Suggestions({ title, items }: { title: string; items: { label: string; url: string }[] }) {
  return (
    <section aria-labelledby="search-suggestions" className={styles.group}>
      <h2 id="search-suggestions" className={styles.groupTitle}>{title}</h2>
      <ul className={styles.chips}>
        {items.map((a) => <li key={a.url}><Link href={a.url}>{a.label}</Link></li>)}
      </ul>
    </section>
  );
}
