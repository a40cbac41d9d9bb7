import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { isApiClientError } from '../../../api/errors';
import { postAuthor } from '../../../api/contract/magazine';
import { magazinePaths } from '../../../api/contract/magazinePaths';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';
import { doneRemote } from '../../../store/remote';
import { initialMagazineState, NOT_FOUND, type AuthorData } from '../../../store/slices/magazine';
import { usePageData } from '../../../store/hooks';
import type { PreloadedState } from '../../../store';
import { Seo } from '../../../components/ui/Seo';
import { Pagination } from '../../../components/ui/Pagination';
import { Section } from '../../../components/ui/Section';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { WriterCard } from '../../../components/magazine/WriterCard';
import { PostList } from '../../../components/magazine/PostList';
import { MagazineNotFound } from '../../../components/magazine/MagazineNotFound';
import { routeId } from '../../../components/magazine/seo';
import { setPageCache } from '../../../lib/pageCache';

interface Props {
  meta: PageMeta | null;
  crumbs: Crumb[];
  writerId: number;
  preloadedState: PreloadedState;
}

/** /magazine/writers/{id}?page=n: a writer's profile and articles. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params, query }) => {
  const id = routeId(params?.id);
  const page = query.page === undefined ? 1 : routeId(query.page);
  const notFound = () => {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], writerId: 0, preloadedState: { magazine: { ...initialMagazineState, author: { ...initialMagazineState.author, status: 'failed' as const, error: NOT_FOUND } } } } };
  };
  if (!id || !page) return notFound();
  let data: AuthorData;
  try {
    data = await serverApi(req, res).call(postAuthor, { id, page });
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return notFound();
    throw e;
  }
  if (page > Math.max(1, data.total_pages)) return notFound();
  setPageCache(req, res);
  const w = data.authors[0];
  return {
    props: {
      meta: pageMeta(magazinePaths.writer(id, page), page > 1 ? `${w.display_name}の記事一覧（${page}ページ目）` : `${w.display_name}｜ライター`, w.description || `${w.display_name}が書いた記事の一覧です。`, { image: w.avatar_url }),
      crumbs: [{ name: 'トップ', href: '/' }, { name: 'マガジン', href: magazinePaths.top }, { name: 'ライター一覧', href: magazinePaths.writers }, { name: w.display_name }],
      writerId: id,
      preloadedState: { magazine: { ...initialMagazineState, author: doneRemote(data) } },
    },
  };
};

export default function WriterPage({ meta, crumbs, writerId }: Props) {
  const data = usePageData((s) => (s.magazine.author.data.authors.some((a) => a.user_id === writerId) ? s.magazine.author.data : null));
  const writer = data?.authors.find((a) => a.user_id === writerId);
  if (!meta || !data || !writer) return <MagazineNotFound what="ライター" />;
  return (
    <>
      <Seo meta={meta} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl()), { '@context': 'https://schema.org', '@type': 'Person', name: writer.display_name, description: writer.description, url: meta.canonical }]} />
      <Breadcrumbs items={crumbs} />
      <WriterCard writer={writer} linked={false} headingLevel={1} />
      <Section id="writer-posts" title={`${writer.display_name}の記事`}>
        <PostList posts={data.posts} label={`${writer.display_name}の記事`} />
        <Pagination page={data.page} totalPages={data.total_pages} hrefFor={(p) => magazinePaths.writer(writerId, p)} />
      </Section>
    </>
  );
}
