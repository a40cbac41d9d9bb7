import Link from '@/components/ui/Link';
import type { SiteSearchResult } from '@/api/contract/search';
import { magazineSearchPath } from '@/lib/search/paths';
import { Highlight } from '@/components/search/Highlight';
import { formatDateJa } from '@/lib/format';
import styles from '@/components/search/SearchResults.module.css';
import formStyles from '@/components/search/SearchForm.module.css';

/** /magazine?s=…: the magazine's articles matching the words, newest relevance first, as WordPress's search listed them. */
export function MagazineSearch({ q, result }: { q: string; result: SiteSearchResult | null }) {
  const group = result?.groups[0];
  return (
    <>
      <h1>{q ? `「${q}」の記事検索結果` : 'マガジンの記事検索'}</h1>
      <form action="/magazine" method="get" role="search" aria-label="マガジン内検索" className={formStyles.form}>
        <div className={formStyles.row}>
          <label className={`${formStyles.field} ${formStyles.query}`}>
            記事を検索
            <input type="search" name="s" defaultValue={q} maxLength={100} enterKeyHint="search" autoComplete="off" />
          </label>
          <button type="submit" className={formStyles.submit}>検索</button>
        </div>
      </form>
      {group ? (
        <>
          <p className={styles.summary} role="status">{group.count ? `${group.count.toLocaleString('ja-JP')}件${group.count_capped ? '以上' : ''}の記事が見つかりました。` : `「${q}」に一致する記事は見つかりませんでした。`}</p>
          {group.items.length ? (
            <ul className={styles.list}>
              {group.items.map((h) => (
                <li key={h.id} className={styles.item}>
                  {h.image_url ? <img className={styles.thumb} src={h.image_url} alt="" width={88} height={66} loading="lazy" decoding="async" /> : null}
                  <div className={styles.body}>
                    <Link href={h.url} className={styles.title}><Highlight parts={h.title_parts} /></Link>
                    {h.subtitle ? <p className={styles.sub}>{h.subtitle}</p> : null}
                    {h.snippet.length ? <p className={styles.snippet}><Highlight parts={h.snippet} /></p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <ul className={styles.chips} aria-label="ほかのキーワード">
              {result!.alternatives.map((a) => <li key={a.url}><Link href={a.url}>{a.label}</Link></li>)}
            </ul>
          )}
          {result!.total_pages > 1 ? (
            <nav className={styles.pager} aria-label="ページ送り">
              {result!.page > 1 ? <Link href={magazineSearchPath(q, result!.page - 1)} rel="prev">前のページ</Link> : <span />}
              <span>{result!.page} / {result!.total_pages}ページ</span>
              {result!.page < result!.total_pages ? <Link href={magazineSearchPath(q, result!.page + 1)} rel="next">次のページ</Link> : <span />}
            </nav>
          ) : null}
        </>
      ) : null}
      <p><Link href="/magazine">マガジンのトップへ</Link></p>
    </>
  );
}
