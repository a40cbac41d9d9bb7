import { z } from 'zod';
import { endpoint, flag, id, intParam, page, str } from './define';
import { RANKING_TERMS } from './magazinePaths';

// define.ts's helpers type a defaulted number as possibly undefined; the pipe states it never is.
const pageNo = () => page().pipe(z.number());
const intWithDefault = (opts: { min: number; max: number; default: number }) => intParam(opts).pipe(z.number());

/** The spec's Term (§3): a category or a tag. */
export const term = z.object({
  term_id: z.number(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.enum(['category', 'post_tag']),
  permalink: z.string(),
  parent_term_id: z.number().nullable(),
  posts_count: z.number(),
});

/** The spec's Writer (§3); `url` is the writer's own site, `permalink` the writer's page here. */
export const writer = z.object({
  user_id: z.number(),
  display_name: z.string(),
  description: z.string(),
  avatar_url: z.string(),
  url: z.string(),
  permalink: z.string(),
  posts_count: z.number(),
  specialties: z.array(z.string()),
});

/** The spec's Magazine post (§3) as lists show it; dates are unix seconds. */
export const magazinePost = z.object({
  post_id: z.number(),
  post_title: z.string(),
  post_date: z.number(),
  post_modified: z.number(),
  post_excerpt: z.string(),
  permalink: z.string(),
  pr_label_flag: z.boolean(),
  pr_label: z.string(),
  taxonomies: z.object({ category: z.array(term), post_tag: z.array(term) }),
  images: z.object({ thumbnail: z.object({ url: z.string() }) }),
  author: z.object({ user_id: z.number(), display_name: z.string() }).nullable(),
});

export const tocEntry = z.object({ id: z.string(), text: z.string(), level: z.number() });

/**
 * The spec's Article (§3): the whole post for its page. `content` is sanitised HTML of the
 * requested page of the article; clip_count/is_clipped are filled by the clips domain.
 */
export const article = magazinePost.extend({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  modified: z.string(),
  excerpt: z.string(),
  thumbnail: z.string(),
  /** The featured image's alternative text ('' when it only repeats the title: decorative). */
  thumbnail_alt: z.string(),
  writer: writer.nullable(),
  content: z.string(),
  toc: z.array(tocEntry),
  page: z.number(),
  num_pages: z.number(),
  clip_count: z.number(),
  is_clipped: z.boolean(),
});

/** The spec's Article clip form (§3), used by the ranking and the pickup. */
export const articleCard = z.object({
  article_id: z.number(),
  url: z.string(),
  thumbnail: z.string(),
  thumbnail_rectangle: z.string(),
  title: z.string(),
  referer_name: z.string(),
  referer_url: z.string(),
  clip_count: z.number(),
  is_clipped: z.boolean(),
  category_name: z.string(),
  rank: z.number(),
  pr_label: z.string(),
  post_modified: z.number(),
});

export { RANKING_TERMS, magazinePaths, type RankingTerm } from './magazinePaths';

export type Term = z.infer<typeof term>;
export type Writer = z.infer<typeof writer>;
export type MagazinePost = z.infer<typeof magazinePost>;
export type Article = z.infer<typeof article>;
export type ArticleCard = z.infer<typeof articleCard>;
export type TocEntry = z.infer<typeof tocEntry>;

const postList = {
  posts: z.array(magazinePost),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
};

export const MAGAZINE_PER_PAGE = 18;


/** GET /wp-json/musubi/v1/category-with-posts: a category and a page of its posts (children included). */
export const categoryWithPosts = endpoint({
  method: 'GET',
  path: '/wp-json/musubi/v1/category-with-posts',
  input: z.object({
    id: id(),
    page: pageNo(),
    perPage: intWithDefault({ min: 1, max: 100, default: MAGAZINE_PER_PAGE }),
    /** WordPress's SHORTINIT: the light answer, without the category's ancestors and children. */
    shortinit: flag(),
  }),
  output: z.object({ category: term, ancestors: z.array(term), children: z.array(term), ...postList }),
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /wp-json/musubi/v1/tag-with-posts: a tag (by slug) and a page of its posts. */
export const tagWithPosts = endpoint({
  method: 'GET',
  path: '/wp-json/musubi/v1/tag-with-posts',
  input: z.object({
    slug: str(200).pipe(z.string().min(1, 'must not be empty')),
    page: pageNo(),
    perPage: intWithDefault({ min: 1, max: 100, default: MAGAZINE_PER_PAGE }),
  }),
  output: z.object({ tag: term, ...postList }),
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /wp-json/musubi/v1/categories: every category, in display order, with its parent. */
export const magazineCategories = endpoint({
  method: 'GET',
  path: '/wp-json/musubi/v1/categories',
  input: z.object({}),
  output: z.object({ categories: z.array(term) }),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /wp-json/musubi/v1/related-posts: articles sharing tags and the category with a post. */
export const relatedPosts = endpoint({
  method: 'GET',
  path: '/wp-json/musubi/v1/related-posts',
  input: z.object({ id: id(), per_page: intWithDefault({ min: 1, max: 20, default: 6 }) }),
  output: z.object({ posts: z.array(magazinePost) }),
  auth: 'none',
  cacheSeconds: 300,
});

/** GET /api/web/post: one article; `page` is the page of an article split with <!--nextpage-->. */
export const getPost = endpoint({
  method: 'GET',
  path: '/api/web/post',
  input: z.object({ id: id(), page: pageNo() }),
  output: article,
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /api/web/post/recent: newest articles, 20 a page (§9), and the total. */
export const recentPosts = endpoint({
  method: 'GET',
  path: '/api/web/post/recent',
  input: z.object({ page: pageNo() }),
  output: z.object({ posts: z.array(magazinePost), total: z.number(), page: z.number(), per_page: z.number(), total_pages: z.number() }),
  auth: 'none',
  cacheSeconds: 60,
});

const rankingTerm = z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), z.enum(RANKING_TERMS, { error: 'must be day, week or month' }).default('day'));

/** GET /api/web/pv/ranking: the most viewed articles, items start..stop-1 (§9: 0 and 20). */
export const pvRanking = endpoint({
  method: 'GET',
  path: '/api/web/pv/ranking',
  input: z
    .object({
      ranking_type: rankingTerm,
      start: intWithDefault({ min: 0, max: 1000, default: 0 }),
      stop: intWithDefault({ min: 1, max: 1000, default: 20 }),
      category_id: id().optional(),
    })
    .refine((v) => v.stop > v.start, { path: ['stop'], message: 'must be greater than start' })
    .refine((v) => v.stop - v.start <= 100, { path: ['stop'], message: 'at most 100 items at once' }),
  output: z.object({
    ranking_type: z.enum(RANKING_TERMS),
    posts: z.array(magazinePost.extend({ rank: z.number(), pv: z.number() })),
  }),
  auth: 'none',
  cacheSeconds: 60,
});

export const RANKING_LIST_PER_PAGE = 10;

/** GET /api/ranking/list/: the article ranking of a term, as clip-form articles. */
export const rankingList = endpoint({
  method: 'GET',
  path: '/api/ranking/list/',
  input: z.object({ page: pageNo(), term: rankingTerm }),
  output: z.object({ term: z.enum(RANKING_TERMS), page: z.number(), articles: z.array(articleCard) }),
  auth: 'none',
  cacheSeconds: 60,
});

/** GET /api/pickup/article/today/: the editors' pickup of the day (the same all day long). */
export const pickupArticleToday = endpoint({
  method: 'GET',
  path: '/api/pickup/article/today/',
  input: z.object({ user_id: id().optional() }),
  output: z.object({ date: z.string(), articles: z.array(articleCard) }),
  auth: 'optional',
  cacheSeconds: 300,
});

/** GET /api/web/post/author: a writer and a page of the writer's articles. */
export const postAuthor = endpoint({
  method: 'GET',
  path: '/api/web/post/author',
  input: z.object({ id: id(), page: pageNo() }),
  output: z.object({ authors: z.array(writer), posts: z.array(magazinePost), total: z.number(), page: z.number(), per_page: z.number(), total_pages: z.number() }),
  auth: 'none',
  cacheSeconds: 300,
});

/**
 * GET /api/web/writers: the writer list through the search index, in the index's own terms:
 * `query`, `filters` (`specialty:<name>`, `has_posts:true`, joined with AND), a 0-based `page`
 * and `hitsPerPage`.
 */
export const searchWriters = endpoint({
  method: 'GET',
  path: '/api/web/writers',
  input: z.object({
    query: str(100).optional(),
    filters: str(300).optional(),
    page: intWithDefault({ min: 0, max: 1000, default: 0 }),
    hitsPerPage: intWithDefault({ min: 1, max: 100, default: 20 }),
  }),
  output: z.object({ hits: z.array(writer), nbHits: z.number(), page: z.number(), nbPages: z.number(), hitsPerPage: z.number() }),
  auth: 'none',
  cacheSeconds: 300,
});

/** POST /api/web/pv: counts one view of an article (feeds the rankings). */
export const recordPageView = endpoint({
  method: 'POST',
  path: '/api/web/pv',
  input: z.object({ post_id: id() }),
  output: z.object({ ok: z.literal(true) }),
  auth: 'none',
  cacheNeutral: true,
  body: 'json',
});

/** GET /api/web/sitemap: the URLs of one part of the sitemap (or the list of parts). */
export const sitemapEntries = endpoint({
  method: 'GET',
  path: '/api/web/sitemap',
  input: z.object({
    part: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), z.enum(['index', 'articles', 'magazine', 'places', 'halls', 'fairs', 'rings', 'brides', 'albums'], { error: 'must be index, articles, magazine, places, halls, fairs, rings, brides or albums' }).default('index')),
    page: pageNo(),
  }),
  output: z.object({
    parts: z.array(z.object({ part: z.string(), page: z.number() })),
    urls: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
  }),
  auth: 'none',
  // Each part is its own list: a member's write drops the bride parts only (server/brides/sitemap.ts).
  cacheTags: (i: { part?: string }) => [`sitemap#${i.part || 'index'}`],
  cacheSeconds: 3600,
});
