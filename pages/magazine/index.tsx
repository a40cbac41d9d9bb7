import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi } from '../../api/server';
import {
  magazineCategories, pickupArticleToday, rankingList, recentPosts, type ArticleCard, type RankingTerm, type Term,
} from '../../api/contract/magazine';
import { magazinePaths, RANKING_TERMS } from '../../api/contract/magazinePaths';
import { RANKING_DEFAULT_TERM } from '../../lib/constants';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { doneRemote } from '../../store/remote';
import { initialMagazineState, recentData } from '../../store/slices/magazine';
import { rankingStateWith } from '../../store/slices/ranking';
import { usePageData } from '../../store/hooks';
import type { PreloadedState } from '../../store';
import { Seo } from '../../components/ui/Seo';
import { Section } from '../../components/ui/Section';
import { breadcrumbJsonLd } from '../../components/ui/Breadcrumbs';
import { CategoryNav } from '../../components/magazine/CategoryNav';
import { PickupList } from '../../components/magazine/PickupList';
import { PostList } from '../../components/magazine/PostList';
import { cardFields } from '@/components/magazine/PostCard';
import { RankingTabs } from '../../components/magazine/RankingTabs';
import { MagazineLayout } from '../../components/magazine/MagazineLayout';
import { MAGAZINE_TITLE } from '../../components/magazine/seo';
import { setPageCache } from '../../lib/pageCache';
import styles from '../../components/magazine/MagazineTop.module.css';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import { siteSearch, type SiteSearchResult } from '@/api/contract/search';
import { SEARCH_QUERY_MAX } from '@/lib/search/kinds';
import { magazineSearchPath } from '@/lib/search/paths';
import { MagazineSearch } from '@/components/magazine/MagazineSearch';

interface Props {
  meta: PageMeta;
  /** /magazine?s=…: the search's words and answer instead of the top page. */
  search?: { q: string; result: SiteSearchResult | null };
  pickup: ArticleCard[];
  categories: Term[];
  preloadedState: PreloadedState;
}

/** How many of the newest articles the top shows before "もっと見る". */
const TOP_RECENT = 12;

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  const api = serverApi(req, res);
  if (typeof query.s === 'string' || Array.isArray(query.s)) return magazineSearchProps(api, req, res, query);
  const term: RankingTerm = RANKING_TERMS.includes(query.ranking as RankingTerm) ? (query.ranking as RankingTerm) : RANKING_DEFAULT_TERM;
  const [pickup, ranking, recent, { categories }] = await Promise.all([
    api.call(pickupArticleToday, {}),
    api.call(rankingList, { term, page: 1 }),
    api.call(recentPosts, { page: 1 }),
    api.call(magazineCategories, {}),
  ]);
  setPageCache(req, res);
  return {
    props: {
      meta: pageMeta(
        magazinePaths.top,
        `${MAGAZINE_TITLE}｜結婚準備・式場選び・ドレスのお役立ち記事`,
        '式場選び、費用と節約、ドレス・和装、指輪、顔合わせ、前撮り、ハネムーンまで。結婚準備に役立つ記事を毎日お届けするmusubiマガジンです。',
      ),
      pickup: pickup.articles,
      categories,
      preloadedState: {
        ranking: rankingStateWith(term, ranking.articles),
        // Only the cards the top shows (the rest are on /magazine/recent/2).
        magazine: { ...initialMagazineState, recent: doneRemote(recentData(null, { ...recent, posts: recent.posts.slice(0, TOP_RECENT).map(cardFields) })) },
      },
    },
  };
};

async function magazineSearchProps(api: ReturnType<typeof serverApi>, req: IncomingMessage, res: ServerResponse, query: ParsedUrlQuery): Promise<{ props: Props }> {
  const raw = Array.isArray(query.s) ? query.s[0] ?? '' : query.s ?? '';
  // eslint-disable-next-line no-control-regex
  const q = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, SEARCH_QUERY_MAX);
  const pageRaw = Number(Array.isArray(query.page) ? query.page[0] : query.page);
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 50 ? pageRaw : 1;
  const result = q ? await api.call(siteSearch, { q, kind: 'article', page }) : null;
  setPageCache(req, res, 60);
  return {
    props: {
      meta: pageMeta(magazineSearchPath(q, page), q ? `「${q}」の記事検索結果${page > 1 ? `（${page}ページ目）` : ''}｜${MAGAZINE_TITLE}` : `記事検索｜${MAGAZINE_TITLE}`, `${MAGAZINE_TITLE}の記事を検索できます。`, { noindex: true }),
      search: { q, result },
      pickup: [],
      categories: [],
      preloadedState: {},
    },
  };
}

export default function MagazineTopPage({ meta, pickup, categories, search }: Props) {
  if (search) {
    return (
      <>
        <Seo meta={meta} />
        <MagazineSearch q={search.q} result={search.result} />
      </>
    );
  }
  return <MagazineTop meta={meta} pickup={pickup} categories={categories} />;
}

function MagazineTop({ meta, pickup, categories }: Pick<Props, 'meta' | 'pickup' | 'categories'>) {
  const recent = usePageData((s) => s.magazine.recent.data);
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd([{ name: 'トップ', href: '/' }, { name: 'マガジン' }], new URL(meta.canonical).origin)]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{MAGAZINE_TITLE}</h1>
        <p className={styles.lead}>結婚が決まったふたりのための、準備のヒントとアイデア。</p>
        <CategoryNav categories={categories} />
      </header>
      <MagazineLayout
        side={
          <Section id="ranking" title="人気記事ランキング">
            <RankingTabs />
          </Section>
        }
      >
        <Section id="pickup" title="今日のピックアップ">
          <PickupList articles={pickup} />
        </Section>
        <Section id="recent" title="新着記事" more={{ href: magazinePaths.recent(2), label: 'もっと見る' }}>
          <PostList posts={(recent?.posts ?? []).slice(0, TOP_RECENT)} label="新着記事" />
        </Section>
        <Section id="categories" title="カテゴリーから探す">
          <ul className={styles.categories}>
            {categories.filter((c) => c.parent_term_id === null).map((c) => (
              <li key={c.term_id}>
                <Link href={c.permalink} className={styles.categoryLink}>
                  <span>{c.name}</span>
                  <span className={styles.count}>{categories.filter((x) => x.term_id === c.term_id || x.parent_term_id === c.term_id).reduce((n, x) => n + x.posts_count, 0)}件</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <p className={styles.writers}><Link href={magazinePaths.writers}>ライター一覧を見る ›</Link></p>
      </MagazineLayout>
    </>
  );
}
