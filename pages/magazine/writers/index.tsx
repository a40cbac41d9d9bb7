import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { searchWriters, type Writer } from '../../../api/contract/magazine';
import { magazinePaths } from '../../../api/contract/magazinePaths';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { Seo } from '../../../components/ui/Seo';
import { Pagination } from '../../../components/ui/Pagination';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { WriterCard } from '../../../components/magazine/WriterCard';
import { MagazineNotFound } from '../../../components/magazine/MagazineNotFound';
import { routeId } from '../../../components/magazine/seo';
import { setPageCache } from '../../../lib/pageCache';
import styles from '../../../components/magazine/WritersPage.module.css';

const PER_PAGE = 20;

interface Props {
  meta: PageMeta | null;
  crumbs: Crumb[];
  query: string;
  writers: Writer[];
  total: number;
  page: number;
  totalPages: number;
}

/** /magazine/writers?q=&page=: the writer list through the writers' search index. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
  const page = query.page === undefined ? 1 : routeId(query.page);
  if (!page) {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], query: q, writers: [], total: 0, page: 1, totalPages: 0 } };
  }
  const result = await serverApi(req, res).call(searchWriters, { query: q || undefined, page: page - 1, hitsPerPage: PER_PAGE });
  if (!q) setPageCache(req, res);
  const path = `${magazinePaths.writers}${page > 1 ? `?page=${page}` : ''}`;
  return {
    props: {
      meta: pageMeta(path, q ? `「${q}」のライター検索結果` : 'ライター一覧', 'musubiマガジンで記事を書いているライターの一覧です。元ウェディングプランナーや現役花嫁など、結婚準備に詳しい書き手が揃っています。', { noindex: Boolean(q) }),
      crumbs: [{ name: 'トップ', href: '/' }, { name: 'マガジン', href: magazinePaths.top }, { name: 'ライター一覧' }],
      query: q,
      writers: result.hits,
      total: result.nbHits,
      page,
      totalPages: result.nbPages,
    },
  };
};

export default function WritersPage({ meta, crumbs, query, writers, total, page, totalPages }: Props) {
  if (!meta) return <MagazineNotFound what="ページ" />;
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl())]} />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>ライター一覧</h1>
      <form method="get" action={magazinePaths.writers} role="search" className={styles.search}>
        <label htmlFor="writer-q" className={styles.label}>名前・得意分野で探す</label>
        <input id="writer-q" name="q" type="search" defaultValue={query} placeholder="例：ドレス、費用" className={styles.input} />
        <button type="submit" className={styles.button}>検索</button>
      </form>
      <p role="status" className={styles.count}>{query ? `「${query}」に一致するライター ${total}人` : `${total}人のライター`}</p>
      {writers.length ? (
        <ul className={styles.list}>
          {writers.map((w) => (
            <li key={w.user_id}>
              <WriterCard writer={w} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p>該当するライターは見つかりませんでした。</p>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `${magazinePaths.writers}?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()}`} />
    </>
  );
}
