import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../../api/server';
import { isApiClientError } from '../../../../api/errors';
import { categoryWithPosts, magazineCategories, rankingList, type Term } from '../../../../api/contract/magazine';
import { magazinePaths } from '../../../../api/contract/magazinePaths';
import { RANKING_DEFAULT_TERM } from '../../../../lib/constants';
import { pageMeta, type PageMeta } from '../../../../lib/halls/seo';
import { doneRemote } from '../../../../store/remote';
import { initialMagazineState, NOT_FOUND, type CategoryData } from '../../../../store/slices/magazine';
import { rankingStateWith } from '../../../../store/slices/ranking';
import { usePageData } from '../../../../store/hooks';
import type { PreloadedState } from '../../../../store';
import type { Crumb } from '../../../../components/ui/Breadcrumbs';
import { ListingPage } from '../../../../components/magazine/ListingPage';
import { CategoryNav } from '../../../../components/magazine/CategoryNav';
import { MagazineNotFound } from '../../../../components/magazine/MagazineNotFound';
import { routeId } from '../../../../components/magazine/seo';
import { setPageCache } from '../../../../lib/pageCache';

interface Props {
  meta: PageMeta | null;
  crumbs: Crumb[];
  categories: Term[];
  preloadedState: PreloadedState;
}

/** /magazine/category/{id} and /magazine/category/{id}/page/{n}. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const id = routeId(params?.id);
  const page = params?.n === undefined ? 1 : routeId(params.n);
  const notFound = () => {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], categories: [], preloadedState: { magazine: { ...initialMagazineState, category: { status: 'failed' as const, fetching: false, data: null, error: NOT_FOUND } } } } };
  };
  if (!id || !page || (params?.n !== undefined && page === 1)) return notFound();
  const api = serverApi(req, res);
  let data: CategoryData;
  try {
    data = await api.call(categoryWithPosts, { id, page });
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return notFound();
    throw e;
  }
  if (page > Math.max(1, data.total_pages)) return notFound();
  const [{ categories }, ranking] = await Promise.all([api.call(magazineCategories, {}), api.call(rankingList, { term: RANKING_DEFAULT_TERM, page: 1 })]);
  setPageCache(req, res);
  const c = data.category;
  const fullDescription = `${c.name}に関する記事一覧です。${data.total}件の記事から、結婚準備に役立つ${c.name}の情報をまとめて読めます。`;
  return {
    props: {
      meta: pageMeta(magazinePaths.category(id, page), page > 1 ? `${c.name}の記事一覧（${page}ページ目）` : `${c.name}の記事一覧`, fullDescription),
      crumbs: [
        { name: 'トップ', href: '/' },
        { name: 'マガジン', href: magazinePaths.top },
        ...data.ancestors.map((a) => ({ name: a.name, href: a.permalink })),
        { name: c.name },
      ],
      categories,
      preloadedState: {
        magazine: { ...initialMagazineState, category: doneRemote<CategoryData | null>(data) },
        ranking: rankingStateWith(RANKING_DEFAULT_TERM, ranking.articles),
      },
    },
  };
};

export default function CategoryPage({ meta, crumbs, categories }: Props) {
  const data = usePageData((s) => s.magazine.category.data);
  if (!meta || !data) return <MagazineNotFound what="カテゴリー" />;
  const c = data.category;
  const top = data.ancestors[0] ?? c;
  return (
    <ListingPage
      meta={meta}
      crumbs={crumbs}
      heading={c.name}
      lead={`${c.name}の記事一覧`}
      posts={data.posts}
      total={data.total}
      page={data.page}
      totalPages={data.total_pages}
      hrefFor={(p) => magazinePaths.category(c.term_id, p)}
      nav={
        <>
          <CategoryNav categories={categories} currentId={top.term_id} />
          {data.children.length ? (
            <CategoryNav categories={data.children.map((x) => ({ ...x, parent_term_id: null }))} label={`${c.name}の小カテゴリー`} />
          ) : null}
        </>
      }
    />
  );
}
