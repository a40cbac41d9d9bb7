import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { serverApi } from '../../api/server';
import { isApiClientError } from '../../api/errors';
import { getPost, rankingList, relatedPosts, type Article } from '../../api/contract/magazine';
import { magazinePaths } from '../../api/contract/magazinePaths';
import { cf7Form, type Cf7FormDef } from '../../api/contract/cf7';
import { issueFillToken } from '../../server/contact/fillToken';
import { RANKING_DEFAULT_TERM } from '../../lib/constants';
import { pageMeta, siteUrl, type PageMeta } from '../../lib/halls/seo';
import { doneRemote, type Remote } from '../../store/remote';
import { initialMagazineState, NOT_FOUND, SOMETHING_WENT_WRONG } from '../../store/slices/magazine';
import { rankingStateWith } from '../../store/slices/ranking';
import { usePageData, useAppSelector } from '../../store/hooks';
import type { PreloadedState } from '../../store';
import { Seo } from '../../components/ui/Seo';
import { Section } from '../../components/ui/Section';
import { Picture } from '../../components/ui/Picture';
import { Pagination } from '../../components/ui/Pagination';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../components/ui/Breadcrumbs';
import { ArticleBody } from '../../components/magazine/ArticleBody';
import { TableOfContents } from '../../components/magazine/TableOfContents';
import { TagList } from '../../components/magazine/TagList';
import { PostList } from '../../components/magazine/PostList';
import { cardFields } from '../../components/magazine/PostCard';
import { PrLabel } from '../../components/magazine/PrLabel';
import { WriterCard } from '../../components/magazine/WriterCard';
import { RankingTabs } from '../../components/magazine/RankingTabs';
import { MagazineLayout } from '../../components/magazine/MagazineLayout';
import { MagazineNotFound } from '../../components/magazine/MagazineNotFound';
import { MagazineGone } from '../../components/magazine/MagazineGone';
import { dateFromUnix, isoFromUnix } from '../../components/magazine/dates';
import { articleJsonLd, routeId } from '../../components/magazine/seo';
import { setPageCache } from '../../lib/pageCache';
import { isDocumentRequest, outOfNextData } from '../../lib/documentRequest';
import styles from '../../components/magazine/ArticlePage.module.css';
import { ArticleClipButton } from '../../components/clips/ArticleClipButton';
import { LoveButton } from '../../components/clips/LoveButton';
import { ArticleViewRecorder } from '../../components/magazine/ArticleViewRecorder';

interface Props {
  /** The article was published and taken down: 410, 「この記事は公開を終了しました」. */
  gone?: boolean;
  /** Contact Form 7 forms the article places, and the signed time they were shown. */
  forms?: Cf7FormDef[];
  fillToken?: string;
  /** The body is in the HTML document only (left out of __NEXT_DATA__); see ArticleBody. */
  bodyInDocument?: boolean;
  meta: PageMeta | null;
  crumbs: Crumb[];
  preloadedState: PreloadedState;
}

function failed<T>(data: T, error: string): Remote<T> {
  return { status: 'failed', fetching: false, data, error };
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params, query }) => {
  const id = routeId(params?.id);
  const page = query.page === undefined ? 1 : routeId(query.page);
  const notFound = () => {
    res.statusCode = 404;
    return { props: { meta: null, crumbs: [], preloadedState: { magazine: { ...initialMagazineState, post: failed<Article | null>(null, NOT_FOUND) } } } };
  };
  if (!id || !page) return notFound();
  const gone = () => {
    res.statusCode = 410;
    return { props: { gone: true, meta: null, crumbs: [], preloadedState: { magazine: { ...initialMagazineState, post: failed<Article | null>(null, NOT_FOUND) } } } };
  };
  const api = serverApi(req, res);
  // Every call at once: a cold article is one round of statements, not two.
  const articleCall = api.call(getPost, { id, page });
  const rest = Promise.all([
    api.call(relatedPosts, { id }).then((r) => r.posts.map(cardFields)),
    api.call(rankingList, { term: RANKING_DEFAULT_TERM, page: 1 }),
  ]);
  // Awaited once the article is known; an unknown article's related posts fail too, and nobody waits for them.
  rest.catch(() => undefined);
  let article: Article;
  try {
    article = await articleCall;
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return notFound();
    if (isApiClientError(e) && e.status === 410) return gone();
    throw e;
  }
  const [related, ranking] = await rest;
  setPageCache(req, res);
  const category = article.taxonomies.category[0];
  const crumbs: Crumb[] = [
    { name: 'トップ', href: '/' },
    { name: 'マガジン', href: magazinePaths.top },
    ...(category ? [{ name: category.name, href: category.permalink }] : []),
    { name: article.title },
  ];
  const bodyInDocument = isDocumentRequest(req);
  const formIds = [...new Set([...article.content.matchAll(/data-form-id="(\d{1,9})"/g)].map((m) => Number(m[1])))].slice(0, 5);
  const forms = (await Promise.all(formIds.map((fid) => api.call(cf7Form, { id: fid }).catch(() => null)))).filter((f): f is Cf7FormDef => !!f);
  const path = page > 1 ? `${magazinePaths.post(id)}?page=${page}` : magazinePaths.post(id);
  return {
    props: {
      bodyInDocument,
      ...(forms.length ? { forms, fillToken: issueFillToken() } : {}),
      meta: pageMeta(path, page > 1 ? `${article.title}（${page}ページ目）` : article.title, article.excerpt, { image: article.thumbnail }),
      crumbs,
      preloadedState: {
        magazine: {
          ...initialMagazineState,
          post: doneRemote<Article | null>(bodyInDocument ? outOfNextData(article, { content: '' }) : article),
          related: related.length ? doneRemote(related) : failed(related, SOMETHING_WENT_WRONG),
        },
        ranking: rankingStateWith(RANKING_DEFAULT_TERM, ranking.articles),
      },
    },
  };
};

export default function ArticlePage({ gone, meta, crumbs, bodyInDocument = false, forms, fillToken }: Props) {
  const article = usePageData((s) => s.magazine.post.data);
  const related = useAppSelector((s) => s.magazine.related);
  if (gone) return <MagazineGone />;
  if (!meta || !article) return <MagazineNotFound what="記事" />;
  const category = article.taxonomies.category[0];
  return (
    <>
      <Seo meta={meta} type="article" jsonLd={[articleJsonLd(article, meta.canonical), breadcrumbJsonLd(crumbs, siteUrl())]} />
      <Breadcrumbs items={crumbs} />
      <MagazineLayout
        side={
          <Section id="ranking" title="人気記事ランキング">
            <RankingTabs />
          </Section>
        }
      >
        <ArticleViewRecorder postId={article.id} />
        <article className={styles.article} aria-labelledby="article-title">
          <header className={styles.header}>
            <p className={styles.kicker}>
              {category ? <Link href={category.permalink} className={styles.category}>{category.name}</Link> : null}
              <PrLabel label={article.pr_label} />
            </p>
            <h1 id="article-title" className={styles.title}>{article.title}</h1>
            <p className={styles.dates}>
              <span>公開日 <time dateTime={isoFromUnix(article.post_date)}>{dateFromUnix(article.post_date)}</time></span>
              {article.post_modified > article.post_date ? (
                <span>更新日 <time dateTime={isoFromUnix(article.post_modified)}>{dateFromUnix(article.post_modified)}</time></span>
              ) : null}
            </p>
            {article.writer ? (
              <p className={styles.writer}>
                ライター：<Link href={article.writer.permalink}>{article.writer.display_name}</Link>
              </p>
            ) : null}
            {article.pr_label_flag ? <p className={styles.prNote}>この記事は広告を含みます（{article.pr_label}）。</p> : null}
          </header>
          {article.page === 1 ? <Picture src={article.thumbnail} alt={article.thumbnail_alt} width={760} height={507} priority className={styles.hero} sizes="(max-width: 1023px) 100vw, 760px" /> : null}
          <TableOfContents entries={article.toc} />
          {/* On the server the body is whole; in the browser, after a document load, it is '' (left out of __NEXT_DATA__). */}
          <ArticleBody html={bodyInDocument ? article.content || null : article.content} bodyKey={`${article.id}:${article.page}`} forms={forms} fillToken={fillToken} />
          <Pagination page={article.page} totalPages={article.num_pages} hrefFor={(p) => (p > 1 ? `${article.permalink}?page=${p}` : article.permalink)} label="記事のページ送り" />
          <TagList tags={article.taxonomies.post_tag} />
          <div className={styles.actions} data-article-actions="">
            {/* article actions */}
            <ArticleClipButton articleId={article.id} initialCount={article.clip_count} title={article.title} />
            <LoveButton type="article" id={article.id} subject={article.title} />
          </div>
          {article.writer ? (
            <section aria-labelledby="writer-title" className={styles.writerBox}>
              <h2 id="writer-title" className={styles.boxTitle}>この記事を書いたライター</h2>
              <WriterCard writer={article.writer} />
            </section>
          ) : null}
        </article>
        <Section id="related" title="関連記事">
          {related.error ? <p className={styles.muted}>関連記事はありません。</p> : <PostList posts={related.data} label="関連記事" />}
        </Section>
      </MagazineLayout>
    </>
  );
}
