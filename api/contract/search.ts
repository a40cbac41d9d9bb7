import { z } from 'zod';
import { endpoint, intParam, slug } from './define';
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from '../../lib/search/kinds';

export { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_COUNT_CAP, SEARCH_GROUP_COUNT_CAP, SEARCH_QUERY_MAX, type SearchKind } from '../../lib/search/kinds';

/** Free text: one string, at most 100 characters, no control characters (NUL included). */
const queryText = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v),
    z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, 'must not contain control characters')
      .transform((s) => s.trim()),
  );

const snippetPart = z.object({ text: z.string(), hit: z.boolean() });

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The title cut into plain and matched parts. */
  title_parts: z.array(snippetPart),
  subtitle: z.string(),
  /** Text around the first match, matched words marked. */
  snippet: z.array(snippetPart),
  url: z.string(),
  image_url: z.string(),
  /** A fair's next date (YYYY-MM-DD); null for other kinds. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  /** Matches, at most SEARCH_GROUP_COUNT_CAP on the grouped page and SEARCH_COUNT_CAP on a kind's page (then `count_capped`). */
  count: z.number().int(),
  count_capped: z.boolean(),
  items: z.array(searchHit),
  /** Where to see every result of this kind. */
  more_url: z.string(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchSuggestion = z.object({ label: z.string(), url: z.string() });

/** GET /api/search: the site search, grouped by kind (docs/search.md "Site search"). */
export const siteSearch = endpoint({
  method: 'GET',
  path: '/api/search',
  input: z.object({
    q: queryText(SEARCH_QUERY_MAX),
    /** One kind only (its page of results), or every kind's first few. */
    kind: z.preprocess((v) => (Array.isArray(v) ? v[0] : v === '' ? undefined : v), z.enum(SEARCH_KINDS, { error: 'must be one of hall, fair, article, report, ring' }).optional()),
    /** Halls, fairs and reports of one prefecture. */
    pref: z.preprocess((v) => (v === '' ? undefined : v), slug().optional()),
    page: intParam({ min: 1, max: 50, default: 1 }),
  }),
  output: z.object({
    q: z.string(),
    /** The normalised words searched for (with their variants), for highlighting elsewhere. */
    words: z.array(z.string()),
    kind: z.enum(SEARCH_KINDS).nullable(),
    pref: z.object({ slug: z.string(), name: z.string() }).nullable(),
    groups: z.array(searchGroup),
    total: z.number().int(),
    page: z.number().int(),
    total_pages: z.number().int(),
    /** When nothing matched: other searches to try (variants, a broader place, popular words). */
    alternatives: z.array(searchSuggestion),
  }),
  auth: 'none',
  cacheSeconds: 60,
  cacheTags: () => ['halls#list', 'fairs#list', 'magazine#list', 'brides#list', 'rings#list'],
});
export type SiteSearchResult = z.infer<typeof siteSearch.output>;

export const SUGGEST_TYPES = ['hall', 'prefecture', 'area', 'station', 'article'] as const;
export const SUGGEST_TYPE_LABELS: Record<(typeof SUGGEST_TYPES)[number], string> = {
  hall: '式場', prefecture: '都道府県', area: 'エリア', station: '駅', article: '記事',
};

/** GET /api/search/suggest: what the header's box offers as she types, from the second character. */
export const searchSuggest = endpoint({
  method: 'GET',
  path: '/api/search/suggest',
  input: z.object({ q: queryText(50) }),
  output: z.object({
    q: z.string(),
    items: z.array(z.object({ type: z.enum(SUGGEST_TYPES), label: z.string(), sub: z.string(), url: z.string() })),
  }),
  auth: 'none',
  cacheSeconds: 300,
  cacheTags: () => ['halls#list', 'magazine#list'],
});
export type SearchSuggestions = z.infer<typeof searchSuggest.output>;
