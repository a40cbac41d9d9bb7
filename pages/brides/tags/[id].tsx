import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getThemeTag, listThemeTags, type ThemeTag } from '@/api/contract/brides';
import type { EndpointOutput } from '@/api/contract/define';
import { isApiClientError } from '@/api/errors';
import { serverApi } from '@/api/server';
import { BrideCardList } from '@/components/brides/BrideCard';
import { toBrideCard, type BrideCardData } from '@/lib/brides/brideCardData';
import styles from '@/components/brides/BridesPage.module.css';
import form from '@/components/brides/TagSearchForm.module.css';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '@/components/ui/Breadcrumbs';
import { Pagination } from '@/components/ui/Pagination';
import { Seo } from '@/components/ui/Seo';
import { setPageCache } from '@/lib/pageCache';
import { pageMeta, siteUrl, type PageMeta } from '@/lib/halls/seo';
import { pageParam } from '@/lib/halls/subPage';
import { formatNumber } from '@/lib/format';

export interface ThemeTagPageProps {
  meta: PageMeta;
  /** The tag and its page of reports, each as its card shows it. */
  result: Omit<EndpointOutput<typeof getThemeTag>, 'items'> & { items: BrideCardData[] };
  tags: ThemeTag[];
  query: string;
  crumbs: Crumb[];
  base: string;
}

function hrefFor(id: number, query: string, page: number) {
  const p = new URLSearchParams();
  if (query) p.set('query', query);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return `/brides/tags/${id}${s ? `?${s}` : ''}`;
}

/** /brides/tags/{id}: the reports of one theme, with a word search inside it. */
export default function ThemeTagPage({ meta, result, tags, query, crumbs, base }: ThemeTagPageProps) {
  const tag = result.tag;
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, base)]} />
      <div className={styles.page}>
        <Breadcrumbs items={crumbs} />
        <h1>#{tag.name}の花嫁レポート</h1>
        {tag.description ? <p className={styles.lead}>{tag.description}</p> : null}
        <form method="get" action={`/brides/tags/${tag.id}`} className={form.form} role="search">
          <label htmlFor="tag-query">{tag.name}のレポートをキーワードで探す</label>
          <div className={form.row}>
            <input id="tag-query" name="query" type="search" defaultValue={query} maxLength={50} placeholder="例：ガーデン、手作り、式場名" className={form.input} />
            <button type="submit" className={form.button}>検索</button>
          </div>
        </form>
        <div role="status">
          <h2 className={styles.count}>
            {query ? `「${query}」を含むレポート ${formatNumber(result.total)}件` : `${formatNumber(result.total)}件の花嫁レポート`}
          </h2>
        </div>
        {result.items.length ? (
          <BrideCardList brides={result.items} label={`#${tag.name}の花嫁レポート`} />
        ) : (
          <p className={styles.empty}>該当するレポートはありません。キーワードを変えてお試しください。</p>
        )}
        <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => hrefFor(tag.id, query, p)} label={`#${tag.name}のレポートのページ`} />
        <nav aria-label="ほかのテーマ">
          <ul className={styles.links}>
            {tags.filter((t) => t.id !== tag.id && t.count > 0).map((t) => (
              <li key={t.id}><Link href={`/brides/tags/${t.id}`}>#{t.name}（{t.count}）</Link></li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<ThemeTagPageProps> = async ({ req, res, params, query: q }) => {
  const raw = String(params?.id ?? '');
  if (!/^\d{1,9}$/.test(raw)) return { notFound: true };
  const id = Number(raw);
  const page = pageParam(q.page);
  const rawQuery = Array.isArray(q.query) ? q.query[0] : q.query;
  const query = typeof rawQuery === 'string' ? rawQuery.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 50) : '';
  const api = serverApi(req, res);
  try {
    const [result, tags] = await Promise.all([api.call(getThemeTag, { id, page, ...(query ? { query } : {}) }), api.call(listThemeTags, {})]);
    setPageCache(req, res);
    const crumbs: Crumb[] = [{ name: 'ホーム', href: '/' }, { name: '花嫁レポート', href: '/brides/' }, { name: `#${result.tag.name}` }];
    return {
      props: {
        meta: pageMeta(hrefFor(id, query, page), `#${result.tag.name}の花嫁レポート${page > 1 ? `（${page}ページ目）` : ''}`, `${result.tag.description}テーマ「${result.tag.name}」の先輩花嫁レポート${result.tag.count}件。`, { noindex: Boolean(query) || result.total === 0 }),
        result: { ...result, items: result.items.map(toBrideCard) }, tags: tags.items, query, crumbs, base: siteUrl(),
      },
    };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
};
