import { magazinePaths } from '@/api/contract/magazine';
import { redirectKey, splitPageSuffix } from '../redirectPath';
import type { WxrExport, WxrTerm } from './parse';

export type RedirectKind = 'post' | 'category' | 'tag' | 'author';
export interface PlannedRedirect { path: string; kind: RedirectKind; location: string; postId: number | null }

/** The old site: its host (www. ignored) and its path prefix when WordPress lived in a folder. */
export interface OldSite { host: string; base: string }

export function oldSiteOf(wxr: WxrExport): OldSite | null {
  try {
    const u = new URL(wxr.siteUrl);
    return { host: u.host.replace(/^www\./, '').toLowerCase(), base: u.pathname.replace(/\/+$/, '') };
  } catch {
    return null;
  }
}

/** The redirect key of a link when it points at the old site (absolute, or a path), else null. */
export function oldKeyOf(href: string, site: OldSite | null): string | null {
  let u: URL;
  try {
    u = new URL(href.replace(/&amp;/g, '&'), site ? `http://${site.host}/` : 'http://old.invalid/');
  } catch {
    return null;
  }
  if (!site || u.host.replace(/^www\./, '').toLowerCase() !== site.host) return null;
  const p = u.searchParams.get('p');
  return redirectKey(u.pathname, p && /^\d+$/.test(p) && (u.pathname === '/' || u.pathname === `${site.base}/`) ? Number(p) : null);
}

function categoryPaths(terms: WxrTerm[], slug: string): string[] {
  const bySlug = new Map(terms.filter((t) => t.taxonomy === 'category').map((t) => [t.slug, t]));
  const chain = [slug];
  for (let t = bySlug.get(slug); t?.parentSlug && chain.length < 10; t = bySlug.get(t.parentSlug)) chain.unshift(t.parentSlug);
  return [...new Set([`/category/${chain.join('/')}`, `/category/${slug}`])];
}

/**
 * The redirects an import makes, and the addresses it may not take. A post answers at its
 * exported permalink and at ?p={id}; categories, tags and authors at WordPress's default bases.
 * An old address our own pages answer is left alone and reported, unless it already means the
 * same thing (a tag page, a /magazine/{id} that kept its id).
 */
export function planRedirects(input: {
  wxr: WxrExport;
  site: OldSite | null;
  posts: { wpId: number; id: number; link: string }[];
  categories: Map<string, number>;
  tags: string[];
  writers: Map<string, number>;
  ours: Set<string>;
}): { redirects: PlannedRedirect[]; conflicts: string[]; same: number } {
  const { site, ours } = input;
  const base = site?.base ?? '';
  const out = new Map<string, PlannedRedirect>();
  const conflicts: string[] = [];
  let same = 0;
  const add = (key: string | null, r: Omit<PlannedRedirect, 'path'>) => {
    if (!key || key === '/' || out.has(key)) return;
    if (key === r.location || decodeURIComponent(r.location) === key) {
      same++;
      return;
    }
    const first = key.split('/')[1] ?? '';
    if (!key.startsWith('/?') && ours.has(first)) {
      conflicts.push(`${key} はこのサイトのページのアドレスのため転送しません（移転先: ${decodeURIComponent(r.location)}）`);
      return;
    }
    out.set(key, { path: key, ...r });
  };
  for (const p of input.posts) {
    const location = magazinePaths.post(p.id);
    add(p.link ? oldKeyOf(p.link, site) : null, { kind: 'post', location, postId: p.id });
    add(redirectKey('/', p.wpId), { kind: 'post', location, postId: p.id });
  }
  for (const [slug, id] of input.categories) {
    for (const path of categoryPaths(input.wxr.terms, slug)) add(redirectKey(`${base}${path}`), { kind: 'category', location: magazinePaths.category(id), postId: null });
  }
  for (const slug of input.tags) {
    // Our /tag/{slug} is the same tag page: the old address already answers.
    if (!base && ours.has('tag')) same++;
    else add(redirectKey(`${base}/tag/${slug}`), { kind: 'tag', location: magazinePaths.tag(slug), postId: null });
  }
  for (const [login, id] of input.writers) add(redirectKey(`${base}/author/${login}`), { kind: 'author', location: magazinePaths.writer(id), postId: null });
  return { redirects: [...out.values()], conflicts, same };
}

/** Links inside imported content that point at an old address now point at its new place. */
export function rewriteOldLinks(html: string, site: OldSite | null, redirects: Map<string, PlannedRedirect>): string {
  if (!site) return html;
  return html.replace(/(<a\b[^>]*?\shref=")([^"]+)(")/gi, (whole, before: string, href: string, after: string) => {
    const key = oldKeyOf(href, site);
    if (!key) return whole;
    const hash = href.includes('#') ? href.slice(href.indexOf('#')) : '';
    const exact = redirects.get(key);
    if (exact) return `${before}${exact.location}${hash}${after}`;
    const { base, page } = splitPageSuffix(key);
    const listing = redirects.get(base);
    if (listing && (listing.kind === 'category' || listing.kind === 'tag')) return `${before}${listing.location}/page/${page}${after}`;
    if (listing && listing.kind === 'author') return `${before}${listing.location}?page=${page}${after}`;
    return whole;
  });
}
