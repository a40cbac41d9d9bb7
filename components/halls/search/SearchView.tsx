import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { SearchData } from '../../../lib/halls/searchLoader';
import { hrefWith, listOf } from '../../../lib/halls/query';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { HallCardList } from '../HallCardList';
import { ActiveFilters } from './ActiveFilters';
import { FilterSheet } from './FilterSheet';
import { SearchFilterForm } from './SearchFilterForm';
import { SortNav } from './SortNav';
import styles from './SearchView.module.css';
import { formatNumber } from '@/lib/format';

export interface SearchViewProps {
  data: SearchData;
  heading: string;
  intro?: ReactNode;
  crumbs: Crumb[];
  /** Where sort and page links go (the landing's own path or /halls/search/). */
  basePath: string;
  /** Shown between the introduction and the form (stats of the place). */
  aside?: ReactNode;
  /** Shown after the results (neighbouring places, related conditions). */
  footer?: ReactNode;
}

/** The search page and every landing: heading, filters, count, sort, cards and pagination. */
export function SearchView({ data, heading, intro, crumbs, basePath, aside, footer }: SearchViewProps) {
  const { result, params, preset, ignored, conditions, searchProps } = data;
  const merged = { ...params, ...preset };
  const first = result.total === 0 ? 0 : (result.page - 1) * result.per_page + 1;
  const last = Math.min(result.total, result.page * result.per_page);
  // What she chose herself (a landing's own place is not a choice); the sort is not a filter.
  const chosen = Object.keys(params).filter((k) => k !== 's' && k !== 'page' && !(k in preset)).reduce((n, k) => n + listOf(params, k).length, 0);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      {aside}
      {ignored.length ? (
        <Notice tone="warning">
          {ignored.map((l) => `「${l}」`).join('')}の指定が正しくないため、その条件を除いて表示しています。
        </Notice>
      ) : null}
      <FilterSheet total={result.total} activeCount={chosen}>
        <SearchFilterForm params={merged} conditions={conditions} searchProps={searchProps} />
      </FilterSheet>
      <ActiveFilters basePath={basePath} params={params} conditions={conditions} searchProps={searchProps} fixed={Object.keys(preset)} />
      <section id="results" aria-labelledby="results-title" className={styles.results}>
        <div className={styles.resultsHead}>
          <h2 id="results-title" className={styles.count}>
            <strong data-testid="result-count">{formatNumber(result.total)}</strong>件の式場
            {result.total > 0 ? <span className={styles.range}>（{first}〜{last}件を表示）</span> : null}
          </h2>
          <SortNav basePath={basePath} params={params} />
        </div>
        {result.items.length ? (
          <HallCardList halls={result.items} label="検索結果" />
        ) : result.total > 0 ? (
          <Notice>
            このページに式場はありません。<Link href={hrefWith(basePath, params, { page: null })}>1ページ目に戻る</Link>
          </Notice>
        ) : (
          <div className={styles.empty}>
            <p>条件に合う式場が見つかりませんでした。</p>
            <p>条件を減らすか、<Link href="/halls/search/">すべての式場</Link>から探してみてください。</p>
          </div>
        )}
        <Pagination page={result.page} totalPages={result.total_pages} hrefFor={(p) => `${hrefWith(basePath, params, { page: String(p) })}#results`} label="検索結果のページ" />
      </section>
      {footer}
    </div>
  );
}
