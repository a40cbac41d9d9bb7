import type { ReactNode } from 'react';
import type { MagazinePost } from '../../api/contract/magazine';
import type { PageMeta } from '../../lib/halls/seo';
import { siteUrl } from '../../lib/halls/seo';
import { Seo } from '../ui/Seo';
import { Pagination } from '../ui/Pagination';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../ui/Breadcrumbs';
import { Section } from '../ui/Section';
import { PostList } from './PostList';
import { RankingTabs } from './RankingTabs';
import { MagazineLayout } from './MagazineLayout';
import styles from './ListingPage.module.css';

export interface ListingProps {
  meta: PageMeta;
  crumbs: Crumb[];
  heading: string;
  lead?: string;
  posts: MagazinePost[];
  total: number;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Extra navigation under the heading (sub-categories, categories). */
  nav?: ReactNode;
  /** The side column shows the ranking when the page preloaded it. */
  withRanking?: boolean;
}

/** A paginated list of articles: category, tag, recent posts, a writer's articles. */
export function ListingPage({ meta, crumbs, heading, lead, posts, total, page, totalPages, hrefFor, nav, withRanking = true }: ListingProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl())]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <p className={styles.count} role="status">
          全{total}件{totalPages > 1 ? `（${page} / ${totalPages}ページ）` : ''}
        </p>
        {nav}
      </header>
      <MagazineLayout side={withRanking ? <Section id="ranking" title="人気記事ランキング"><RankingTabs /></Section> : undefined}>
        <PostList posts={posts} label={heading} headingLevel={2} />
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </MagazineLayout>
    </>
  );
}
