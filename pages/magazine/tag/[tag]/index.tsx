import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../../api/server';
import { isApiClientError } from '../../../../api/errors';
import { rankingList, tagWithPosts } from '../../../../api/contract/magazine';
import { magazinePaths } from '../../../../api/contract/magazinePaths';
import { RANKING_DEFAULT_TERM } from '../../../../lib/constants';
import { pageMeta, type PageMeta } from '../../../../lib/halls/seo';
import { doneRemote } from '../../../../store/remote';
import { initialMagazineState, NOT_FOUND, type TagData } from '../../../../store/slices/magazine';
import { rankingStateWith } from '../../../../store/slices/ranking';
import { usePageData } from '../../../../store/hooks';
import type { PreloadedState } from '../../../../store';
import type { Crumb } from '../../../../components/ui/Breadcrumbs';
import { ListingPage } from '../../../../components/magazine/ListingPage';
import { MagazineNotFound } from '../../../../components/magazine/MagazineNotFound';
import { routeId } from '../../../../components/magazine/seo';
import { setPageCache } from '../../../../lib/pageCache';

interface Props {
  meta: PageMeta | null;
  crumbs: Crumb[];
  preloadedState: PreloadedState;
}

/** /magazine/tag/{tag}, /magazine/tag/{tag}/page/{n} and the bare /tag/{tag} forms (canonical: /magazine/tag/...). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const slug = typeof params?.tag === 'string' ? params.tag : '';
  const page = params?.n === undefined ? 1 : routeId(params.n);
  const notFound = () => {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], preloadedState: { magazine: { ...initialMagazineState, tag: { status: 'failed' as const, fetching: false, data: null, error: NOT_FOUND } } } } };
  };
  if (!slug || slug.length > 200 || !page || (params?.n !== undefined && page === 1)) return notFound();
  const api = serverApi(req, res);
  let data: TagData;
  try {
    data = await api.call(tagWithPosts, { slug, page });
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return notFound();
    throw e;
  }
  if (page > Math.max(1, data.total_pages)) return notFound();
  const ranking = await api.call(rankingList, { term: RANKING_DEFAULT_TERM, page: 1 });
  setPageCache(req, res);
  const name = data.tag.name;
  return {
    props: {
      meta: pageMeta(
        magazinePaths.tag(data.tag.slug, page),
        page > 1 ? `「${name}」の記事一覧（${page}ページ目）` : `「${name}」の記事一覧`,
        `「${name}」のタグがついた記事の一覧です。${data.total}件の記事から、結婚準備に役立つ情報をまとめて読めます。`,
      ),
      crumbs: [{ name: 'トップ', href: '/' }, { name: 'マガジン', href: magazinePaths.top }, { name: `#${name}` }],
      preloadedState: {
        magazine: { ...initialMagazineState, tag: doneRemote<TagData | null>(data) },
        ranking: rankingStateWith(RANKING_DEFAULT_TERM, ranking.articles),
      },
    },
  };
};

export default function TagPage({ meta, crumbs }: Props) {
  const data = usePageData((s) => s.magazine.tag.data);
  if (!meta || !data) return <MagazineNotFound what="タグ" />;
  return (
    <ListingPage
      meta={meta}
      crumbs={crumbs}
      heading={`#${data.tag.name}`}
      lead={`「${data.tag.name}」の記事一覧`}
      posts={data.posts}
      total={data.total}
      page={data.page}
      totalPages={data.total_pages}
      hrefFor={(p) => magazinePaths.tag(data.tag.slug, p)}
    />
  );
}
