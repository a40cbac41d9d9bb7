import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { rankingList, recentPosts } from '../../../api/contract/magazine';
import { magazinePaths } from '../../../api/contract/magazinePaths';
import { RANKING_DEFAULT_TERM } from '../../../lib/constants';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';
import { doneRemote } from '../../../store/remote';
import { initialMagazineState, NOT_FOUND, recentData } from '../../../store/slices/magazine';
import { rankingStateWith } from '../../../store/slices/ranking';
import { usePageData } from '../../../store/hooks';
import type { PreloadedState } from '../../../store';
import type { Crumb } from '../../../components/ui/Breadcrumbs';
import { ListingPage } from '../../../components/magazine/ListingPage';
import { MagazineNotFound } from '../../../components/magazine/MagazineNotFound';
import { routeId } from '../../../components/magazine/seo';
import { setPageCache } from '../../../lib/pageCache';

interface Props {
  meta: PageMeta | null;
  crumbs: Crumb[];
  preloadedState: PreloadedState;
}

/** /magazine/recent and /magazine/recent/page/{n}: the newest articles, 20 a page (§9). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const page = params?.n === undefined ? 1 : routeId(params.n);
  const notFound = () => {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], preloadedState: { magazine: { ...initialMagazineState, recent: { status: 'failed' as const, fetching: false, data: null, error: NOT_FOUND } } } } };
  };
  if (!page || (params?.n !== undefined && page === 1)) return notFound();
  const api = serverApi(req, res);
  const [recent, ranking] = await Promise.all([api.call(recentPosts, { page }), api.call(rankingList, { term: RANKING_DEFAULT_TERM, page: 1 })]);
  if (page > Math.max(1, recent.total_pages)) return notFound();
  setPageCache(req, res);
  return {
    props: {
      meta: pageMeta(
        magazinePaths.recent(page),
        page > 1 ? `新着記事一覧（${page}ページ目）` : '新着記事一覧',
        'musubiマガジンの新着記事一覧です。式場選びから費用、ドレス、指輪、ハネムーンまで、結婚準備に役立つ最新の記事をお届けします。',
      ),
      crumbs: [{ name: 'トップ', href: '/' }, { name: 'マガジン', href: magazinePaths.top }, { name: '新着記事' }],
      preloadedState: {
        magazine: { ...initialMagazineState, recent: doneRemote(recentData(null, recent)) },
        ranking: rankingStateWith(RANKING_DEFAULT_TERM, ranking.articles),
      },
    },
  };
};

export default function RecentPostsPage({ meta, crumbs }: Props) {
  const data = usePageData((s) => s.magazine.recent.data);
  if (!meta || !data) return <MagazineNotFound what="ページ" />;
  return (
    <ListingPage
      meta={meta}
      crumbs={crumbs}
      heading="新着記事"
      posts={data.posts}
      total={data.total}
      page={data.page}
      totalPages={data.total_pages}
      hrefFor={(p) => magazinePaths.recent(p)}
    />
  );
}
