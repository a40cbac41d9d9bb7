import { XMLParser } from 'fast-xml-parser';
import { phpSerializedStrings } from '../../contact/cf7/phpStrings';

/** What a WordPress export (WXR 1.x) holds that the magazine keeps. */
export interface WxrAuthor { login: string; displayName: string; email: string; url: string; description: string }
export interface WxrTerm { taxonomy: 'category' | 'post_tag'; slug: string; name: string; parentSlug: string | null; description: string }
/** WordPress's post states; only `publish` (and `future`, from its time on) is ever public. */
export type WxrStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash' | 'auto-draft' | 'inherit' | string;
export interface WxrPost {
  wpId: number;
  type: 'post' | 'page' | string;
  title: string;
  slug: string;
  /** The old permalink as the export states it (any permalink structure). */
  link: string;
  content: string;
  excerpt: string;
  authorLogin: string;
  status: WxrStatus;
  /** Protected with a password on the old site: never published here. */
  hasPassword: boolean;
  /** UTC instants (ISO). */
  publishedAt: string;
  modifiedAt: string;
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  thumbnailId: number | null;
  prLabel: string | null;
}
export interface WxrAttachment { id: number; url: string; alt: string; caption: string; title: string; parentId: number | null }
/** A Contact Form 7 form (post type wpcf7_contact_form): its template, mail (recipient, subject) and messages. */
export interface WxrCf7Form { id: number; /** CF7 5.8+'s `_hash` meta (the shortcode's hash id is its start). */ hash?: string; title: string; template: string; recipient: string; subject: string; messages: Record<string, string> }
export interface WxrExport {
  /** The old site's address (`<wp:base_site_url>` / `<link>`), e.g. "https://blog.example.jp". */
  siteUrl: string;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  /** Posts and pages (attachments, menus and other types are not listed). */
  posts: WxrPost[];
  attachments: Map<number, WxrAttachment>;
  /** Contact Form 7 forms (absent: none). */
  cf7Forms?: WxrCf7Form[];
}

const ARRAYS = new Set(['item', 'wp:author', 'wp:category', 'wp:tag', 'wp:term', 'category', 'wp:postmeta', 'wp:comment']);

const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Record<string, unknown>)['#text']);
  return String(v).trim();
};

/** WordPress percent-encodes non-ASCII slugs; we keep them readable (the URL encodes them again). */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).normalize('NFC');
  } catch {
    return slug;
  }
}

/** "2026-03-01 10:00:00" in UTC (the *_gmt fields), or in Japan time for the local fields. */
function wpDate(gmt: string, local: string): string {
  if (gmt && !gmt.startsWith('0000')) return new Date(`${gmt.replace(' ', 'T')}Z`).toISOString();
  if (local && !local.startsWith('0000')) return new Date(`${local.replace(' ', 'T')}+09:00`).toISOString();
  return new Date().toISOString();
}

/** Reads a WXR document. No network: remote images stay as their URLs. */
export function parseWxr(xml: string): WxrExport {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => ARRAYS.has(name),
    processEntities: true,
  });
  const doc = parser.parse(xml) as { rss?: { channel?: Record<string, unknown> } };
  const channel = doc.rss?.channel;
  if (!channel) throw new Error('WordPressのエクスポートファイル（WXR）ではありません: rss/channel がありません');
  const list = (key: string) => ((channel[key] as Record<string, unknown>[] | undefined) ?? []);

  const authors: WxrAuthor[] = list('wp:author').map((a) => ({
    login: text(a['wp:author_login']),
    displayName: text(a['wp:author_display_name']) || text(a['wp:author_login']),
    email: text(a['wp:author_email']),
    url: text(a['wp:author_url']),
    description: text(a['wp:author_description']),
  })).filter((a) => a.login);

  const terms: WxrTerm[] = [
    ...list('wp:category').map((c) => ({
      taxonomy: 'category' as const,
      slug: decodeSlug(text(c['wp:category_nicename'])),
      name: text(c['wp:cat_name']),
      parentSlug: text(c['wp:category_parent']) ? decodeSlug(text(c['wp:category_parent'])) : null,
      description: text(c['wp:category_description']),
    })),
    ...list('wp:tag').map((t) => ({
      taxonomy: 'post_tag' as const,
      slug: decodeSlug(text(t['wp:tag_slug'])),
      name: text(t['wp:tag_name']),
      parentSlug: null,
      description: text(t['wp:tag_description']),
    })),
  ].filter((t) => t.slug && t.name);

  const attachments = new Map<number, WxrAttachment>();
  const posts: WxrPost[] = [];
  const cf7Forms: WxrCf7Form[] = [];
  for (const item of list('item')) {
    const type = text(item['wp:post_type']);
    const wpId = Number(text(item['wp:post_id']));
    if (!Number.isInteger(wpId) || wpId <= 0) continue;
    const meta = new Map(((item['wp:postmeta'] as Record<string, unknown>[] | undefined) ?? []).map((m) => [text(m['wp:meta_key']), text(m['wp:meta_value'])]));
    if (type === 'attachment') {
      const url = text(item['wp:attachment_url']);
      const parent = Number(text(item['wp:post_parent']));
      if (url) attachments.set(wpId, { id: wpId, url, alt: meta.get('_wp_attachment_image_alt') ?? '', caption: text(item['excerpt:encoded']), title: text(item.title), parentId: parent > 0 ? parent : null });
      continue;
    }
    if (type === 'wpcf7_contact_form') {
      const mail = phpSerializedStrings(meta.get('_mail') ?? '');
      cf7Forms.push({ id: wpId, hash: meta.get('_hash')?.trim().toLowerCase(), title: text(item.title), template: meta.get('_form') ?? '', recipient: mail.recipient ?? '', subject: mail.subject ?? '', messages: phpSerializedStrings(meta.get('_messages') ?? '') });
      continue;
    }
    if (type !== 'post' && type !== 'page') continue;
    const cats = ((item.category as unknown[] | undefined) ?? []).map((c) => {
      const o = (typeof c === 'object' && c !== null ? c : { '#text': c }) as Record<string, unknown>;
      return { domain: text(o['@_domain']), slug: decodeSlug(text(o['@_nicename'])), name: text(o) };
    });
    const thumb = Number(meta.get('_thumbnail_id'));
    posts.push({
      wpId,
      type,
      title: text(item.title),
      slug: decodeSlug(text(item['wp:post_name'])),
      link: text(item.link),
      content: text(item['content:encoded']),
      excerpt: text(item['excerpt:encoded']),
      authorLogin: text(item['dc:creator']),
      status: text(item['wp:status']) || 'draft',
      hasPassword: text(item['wp:post_password']) !== '',
      publishedAt: wpDate(text(item['wp:post_date_gmt']), text(item['wp:post_date'])),
      modifiedAt: wpDate(text(item['wp:post_modified_gmt']), text(item['wp:post_modified'])),
      categories: cats.filter((c) => c.domain === 'category' && c.slug).map(({ slug, name }) => ({ slug, name })),
      tags: cats.filter((c) => c.domain === 'post_tag' && c.slug).map(({ slug, name }) => ({ slug, name })),
      thumbnailId: Number.isInteger(thumb) && thumb > 0 ? thumb : null,
      prLabel: meta.get('pr_label') || null,
    });
  }
  const siteUrl = (text(channel.link) || text(channel['wp:base_blog_url']) || text(channel['wp:base_site_url'])).replace(/\/+$/, '');
  return { siteUrl, authors, terms, posts, attachments, cf7Forms };
}
