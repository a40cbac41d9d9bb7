import { plainTextOf } from '../sanitize';
import { decodeSlug, type WxrAttachment, type WxrAuthor, type WxrExport, type WxrPost, type WxrTerm } from '../wxr/parse';
import type { RestMedia, RestPost, RestTerm, RestUser } from './restShapes';

/** Beyond these a post is skipped with its reason: no article is that long, no date that far. */
export const POST_LIMITS = { maxContentChars: 1_000_000, maxTitleChars: 500, firstYear: 1995, lastYear: 2100 } as const;

/** WordPress's `*_gmt` fields ("2026-03-01T10:00:00", no zone) as an ISO instant, or null when impossible. */
export function gmtInstant(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 19) !== value) return null;
  const year = d.getUTCFullYear();
  if (year < POST_LIMITS.firstYear || year > POST_LIMITS.lastYear) return null;
  return d.toISOString();
}

const contentOf = (p: RestPost) => p.content.raw ?? p.content.rendered ?? '';
const titleOf = (p: RestPost) => (p.title.raw !== undefined ? p.title.raw.trim() : plainTextOf(p.title.rendered ?? ''));

/** Why a post cannot be taken as it is (huge, impossible dates…), or null. Its HTML is sanitised later either way. */
export function postProblem(p: RestPost): string | null {
  const content = contentOf(p);
  if (content.length > POST_LIMITS.maxContentChars) return `本文が大きすぎます（${content.length} 文字、上限 ${POST_LIMITS.maxContentChars} 文字）`;
  if (titleOf(p).length > POST_LIMITS.maxTitleChars) return `タイトルが長すぎます（上限 ${POST_LIMITS.maxTitleChars} 文字）`;
  if (!gmtInstant(p.modified_gmt)) return `更新日時が正しくありません（${p.modified_gmt.slice(0, 40)}）`;
  // A draft has no date_gmt yet; anything that can be shown needs a real one.
  if ((p.status === 'publish' || p.status === 'future') && !gmtInstant(p.date_gmt)) return `公開日時が正しくありません（${String(p.date_gmt).slice(0, 40)}）`;
  return null;
}

export interface RestSite {
  siteUrl: string;
  posts: RestPost[];
  terms: Map<number, RestTerm>;
  users: Map<number, RestUser>;
  media: Map<number, RestMedia>;
  /** The login our writers table knows a WordPress user by (earlier imports), else its username or slug. */
  loginOf: (user: RestUser) => string;
}

function attachmentOf(m: RestMedia): WxrAttachment {
  return { id: m.id, url: m.source_url, alt: m.alt_text, caption: plainTextOf(m.caption.rendered ?? ''), title: plainTextOf(m.title.rendered ?? ''), parentId: m.post && m.post > 0 ? m.post : null };
}

function termOf(t: RestTerm, terms: Map<number, RestTerm>): WxrTerm {
  const parent = t.taxonomy === 'category' && t.parent ? terms.get(t.parent) : undefined;
  return { taxonomy: t.taxonomy, slug: decodeSlug(t.slug), name: plainTextOf(t.name), parentSlug: parent ? decodeSlug(parent.slug) : null, description: t.description };
}

/** A REST post as the WXR importer reads a post (so it renders, stores and redirects it the same way). */
export function wxrPostOf(p: RestPost, site: RestSite): WxrPost {
  const user = site.users.get(p.author);
  const terms = (ids: number[], taxonomy: RestTerm['taxonomy']) =>
    ids.map((id) => site.terms.get(id)).filter((t): t is RestTerm => !!t && t.taxonomy === taxonomy).map((t) => ({ slug: decodeSlug(t.slug), name: plainTextOf(t.name) }));
  const meta = p.meta && !Array.isArray(p.meta) ? p.meta : {};
  const published = gmtInstant(p.date_gmt) ?? gmtInstant(p.modified_gmt)!;
  return {
    wpId: p.id,
    type: p.type,
    title: titleOf(p),
    slug: decodeSlug(p.slug),
    link: p.link,
    content: contentOf(p),
    excerpt: p.excerpt.raw ?? '',
    authorLogin: user ? site.loginOf(user) : '',
    status: p.status,
    hasPassword: (p.password ?? '') !== '' || p.content.protected === true,
    publishedAt: published,
    modifiedAt: gmtInstant(p.modified_gmt)!,
    categories: terms(p.categories, 'category'),
    tags: terms(p.tags, 'post_tag'),
    thumbnailId: p.featured_media > 0 ? p.featured_media : null,
    prLabel: typeof meta.pr_label === 'string' && meta.pr_label ? meta.pr_label : null,
  };
}

/** What the live site holds for these posts, in the shape of an export. */
export function wxrExportOf(site: RestSite): WxrExport {
  const authors: WxrAuthor[] = [...site.users.values()].map((u) => ({ login: site.loginOf(u), displayName: plainTextOf(u.name) || u.slug, email: '', url: u.url, description: u.description }));
  return {
    siteUrl: site.siteUrl,
    authors,
    terms: [...site.terms.values()].map((t) => termOf(t, site.terms)),
    posts: site.posts.map((p) => wxrPostOf(p, site)),
    attachments: new Map([...site.media.values()].map((m) => [m.id, attachmentOf(m)])),
  };
}

/** Attachment ids a post's content names: `wp-image-N` images, `[gallery ids=…]`, blocks' `"id":N`. */
export function attachmentIdsIn(content: string): number[] {
  const ids = new Set<number>();
  for (const m of content.matchAll(/\bwp-image-(\d+)\b/g)) ids.add(Number(m[1]));
  for (const m of content.matchAll(/\[gallery\b[^\]]*?\b(?:ids|include)=["']?([\d,\s]+)/g)) for (const id of m[1].split(',')) ids.add(Number(id.trim()));
  return [...ids].filter((n) => Number.isInteger(n) && n > 0);
}
