import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { magazinePosts, magazineTerms, magazineWriters, storedMedia, wordpressPosts } from '../../db/schema';
import { allowedHosts } from '../../media/allowedHosts';
import type { ImageFetchOptions } from '../wxr/fetchImages';
import { importParsed } from '../wxr/importWxr';
import { decodeSlug, type WxrPost } from '../wxr/parse';
import type { WordpressConfig } from './config';
import { restGet, restGetAll, restGetByIds } from './restClient';
import { upsertCf7Forms, type Cf7Source } from '../../contact/cf7/forms';
import { parseEach, restCf7Form, restMedia, restPost, restPostStamp, restTerm, restUser, type RestMedia, type RestPost, type RestTerm, type RestUser } from './restShapes';
import { attachmentIdsIn, postProblem, wxrExportOf } from './toWxr';

export interface SyncOptions {
  /** Full: fetch every post WordPress lists (the first run); otherwise only those modified since. */
  full: boolean;
  /** How images are copied (default: from the WordPress host, through the image proxy's checks). */
  fetchImages?: ImageFetchOptions;
}

export interface SyncResult {
  /** Contact Form 7 forms read from the site (with credentials, when the plugin is there). */
  forms: number;
  /** Posts WordPress lists (any state the credentials can see). */
  listed: number;
  /** Posts public here after the run. */
  published: number;
  fetched: number;
  created: number;
  updated: number;
  /** Posts taken off the site (draft, private, password, trash, deleted, malformed). */
  withdrawn: number;
  skipped: { wpId: number; reason: string }[];
  imagesFailed: { url: string; reason: string }[];
}

const GONE = 'WordPress で削除されたか、ゴミ箱に移動されました';

/** A post that left WordPress (or became unreadable), as the importer's withdrawal reads it. */
function withdrawal(wpId: number): WxrPost {
  const now = new Date().toISOString();
  return { wpId, type: 'post', title: '', slug: '', link: '', content: '', excerpt: '', authorLogin: '', status: 'trash', hasPassword: false, publishedAt: now, modifiedAt: now, categories: [], tags: [], thumbnailId: null, prLabel: null };
}

async function fetchTerms(config: WordpressConfig, posts: RestPost[]): Promise<Map<number, RestTerm>> {
  const terms = new Map<number, RestTerm>();
  const load = async (route: string, ids: number[]) => {
    for (const t of parseEach(restTerm, await restGetByIds(config, route, ids)).ok) terms.set(t.id, t);
  };
  await load('/wp/v2/categories', posts.flatMap((p) => p.categories));
  // Parent categories, a few levels up.
  for (let depth = 0; depth < 5; depth++) {
    const missing = [...terms.values()].map((t) => t.parent).filter((id) => id > 0 && !terms.has(id));
    if (!missing.length) break;
    await load('/wp/v2/categories', missing);
  }
  await load('/wp/v2/tags', posts.flatMap((p) => p.tags));
  return terms;
}

async function fetchMedia(config: WordpressConfig, posts: RestPost[]): Promise<Map<number, RestMedia>> {
  const ids = posts.flatMap((p) => [p.featured_media, ...attachmentIdsIn(p.content.raw ?? p.content.rendered ?? '')]);
  const media = new Map(parseEach(restMedia, await restGetByIds(config, '/wp/v2/media', ids)).ok.map((m) => [m.id, m]));
  // A [gallery] without ids shows the post's own attachments.
  for (const p of posts) {
    if (!/\[gallery\b(?![^\]]*\b(?:ids|include)=)/.test(p.content.raw ?? '')) continue;
    for (const m of parseEach(restMedia, await restGetAll(config, '/wp/v2/media', { parent: p.id })).ok) media.set(m.id, m);
  }
  return media;
}

/** Writers an earlier sync or import knows: by WordPress user id, else by login. */
async function loginResolver(db: Db, users: RestUser[]): Promise<(u: RestUser) => string> {
  const ids = users.map((u) => u.id);
  const byId = new Map(
    (await db.select({ login: magazineWriters.login, wpUserId: magazineWriters.wpUserId }).from(magazineWriters).where(inArray(magazineWriters.wpUserId, ids.concat(0)))).map((w) => [w.wpUserId!, w.login]),
  );
  return (u) => byId.get(u.id) ?? u.username ?? decodeSlug(u.slug);
}

/** A term renamed in WordPress (same id, new slug) renames ours, so it is updated, not duplicated. */
async function followRenamedTerms(db: Db, terms: RestTerm[]): Promise<void> {
  for (const t of terms) {
    const slug = decodeSlug(t.slug);
    const [ours] = await db.select({ id: magazineTerms.id, slug: magazineTerms.slug }).from(magazineTerms).where(and(eq(magazineTerms.taxonomy, t.taxonomy), eq(magazineTerms.wpTermId, t.id)));
    if (!ours || ours.slug === slug) continue;
    const [clash] = await db.select({ id: magazineTerms.id }).from(magazineTerms).where(and(eq(magazineTerms.taxonomy, t.taxonomy), eq(magazineTerms.slug, slug)));
    if (!clash) await db.update(magazineTerms).set({ slug }).where(eq(magazineTerms.id, ours.id));
  }
}

/** Remembers which WordPress ids our writers, terms and copied images are. */
async function noteWordpressIds(db: Db, users: RestUser[], loginOf: (u: RestUser) => string, terms: RestTerm[], media: RestMedia[]): Promise<void> {
  for (const u of users) await db.update(magazineWriters).set({ wpUserId: u.id }).where(eq(magazineWriters.login, loginOf(u)));
  for (const t of terms) await db.update(magazineTerms).set({ wpTermId: t.id }).where(and(eq(magazineTerms.taxonomy, t.taxonomy), eq(magazineTerms.slug, decodeSlug(t.slug))));
  for (const m of media) await db.update(storedMedia).set({ wpMediaId: m.id }).where(and(eq(storedMedia.sourceUrl, m.source_url), isNull(storedMedia.wpMediaId)));
}

/**
 * The site's Contact Form 7 forms (its own REST API, behind the credentials). A site without the
 * plugin, or an answer we cannot read, leaves the forms we have as they are.
 */
async function syncCf7Forms(db: Db, config: WordpressConfig): Promise<number> {
  try {
    const list = await restGetAll<{ id?: unknown }>(config, '/contact-form-7/v1/contact-forms');
    const forms: Cf7Source[] = [];
    for (const item of list.slice(0, 200)) {
      const id = Number(item.id);
      if (!Number.isInteger(id) || id <= 0) continue;
      const r = restCf7Form.safeParse((await restGet<unknown>(config, `/contact-form-7/v1/contact-forms/${id}`)).body);
      if (!r.success) continue;
      const f = r.data;
      forms.push({ id: f.id, hash: f.hash, title: f.title, template: f.properties.form, recipient: f.properties.mail.recipient ?? '', subject: f.properties.mail.subject ?? '', messages: f.properties.messages });
    }
    return await upsertCf7Forms(db, forms, 'live');
  } catch (err) {
    console.warn(`[wordpress] Contact Form 7 forms not read: ${err instanceof Error ? err.message : err}`);
    return 0;
  }
}

/**
 * One sync with the live site: lists every post's id and modified time, reads its Contact Form 7
 * forms (before any post is stored: an article shows its form from the start), fetches the new and the
 * changed ones with their terms, writers and images, and loads them through the WXR importer (same
 * rendering, ids, redirects and image copies). A post that left the list, or can no longer be shown,
 * is withdrawn. A malformed or hostile post is skipped with its reason; the others go on.
 * Throws when WordPress cannot be read (the caller backs off).
 */
export async function syncOnce(db: Db, config: WordpressConfig, options: SyncOptions): Promise<SyncResult> {
  const scope: Record<string, string> = config.auth ? { context: 'edit', status: 'publish,future,draft,pending,private' } : {};
  const listing = parseEach(restPostStamp, await restGetAll(config, '/wp/v2/posts', { ...scope, _fields: 'id,modified_gmt,status', orderby: 'id', order: 'asc' }));
  // The forms before the posts: an article that places one shows from the moment it is stored, so its
  // form must be there by then (after the listing: a WordPress that does not answer costs one timeout).
  const forms = config.auth ? await syncCf7Forms(db, config) : 0;
  const stamps = new Map(listing.ok.map((s) => [s.id, s]));
  const known = new Map((await db.select().from(wordpressPosts)).map((r) => [r.wpId, r]));

  const wanted = listing.ok.filter((s) => {
    const k = known.get(s.id);
    return options.full || !k || k.modifiedGmt !== s.modified_gmt || k.status !== s.status;
  });
  const gone = [...known.values()].filter((k) => !stamps.has(k.wpId) && k.status !== 'gone').map((k) => k.wpId);

  const fetchedRaw = await restGetByIds<unknown>(config, '/wp/v2/posts', wanted.map((s) => s.id), scope);
  const parsed = parseEach(restPost, fetchedRaw);
  const skipped: SyncResult['skipped'] = [...listing.bad, ...parsed.bad].filter((b) => b.id > 0).map((b) => ({ wpId: b.id, reason: b.reason }));
  const good: RestPost[] = [];
  for (const p of parsed.ok) {
    const problem = p.type === 'post' ? postProblem(p) : '投稿ではありません';
    if (problem) skipped.push({ wpId: p.id, reason: problem });
    else good.push(p);
  }
  const skippedIds = new Set(skipped.map((s) => s.wpId));

  const terms = await fetchTerms(config, good);
  const users = new Map(parseEach(restUser, await restGetByIds(config, '/wp/v2/users', good.map((p) => p.author))).ok.map((u) => [u.id, u]));
  const media = await fetchMedia(config, good);
  const loginOf = await loginResolver(db, [...users.values()]);

  const wxr = wxrExportOf({ siteUrl: config.url, posts: good, terms, users, media, loginOf });
  // Withdrawn: gone from the list, or unreadable now (only matters when an earlier run published it).
  wxr.posts.push(...[...gone, ...skippedIds].filter((id) => known.get(id)?.postId).map(withdrawal));

  let report: Awaited<ReturnType<typeof importParsed>> | null = null;
  if (wxr.posts.length) {
    await followRenamedTerms(db, [...terms.values()]);
    const host = new URL(config.url).hostname.toLowerCase();
    report = await importParsed(db, wxr, { fetchImages: options.fetchImages ?? { allowedHosts: [host, ...allowedHosts()] } });
    await noteWordpressIds(db, [...users.values()], loginOf, [...terms.values()], [...media.values()]);
  }

  // What each post is now, so an unchanged one is not fetched again.
  const articleIds = new Map(
    (await db.select({ id: magazinePosts.id, wpPostId: magazinePosts.wpPostId, status: magazinePosts.status }).from(magazinePosts).where(inArray(magazinePosts.wpPostId, [...wxr.posts.map((p) => p.wpId), ...skippedIds, 0])))
      .map((r) => [r.wpPostId!, r]),
  );
  const reasons = new Map([...(report?.skippedPosts ?? []).map((s) => [s.wpId, s.reason] as const), ...skipped.map((s) => [s.wpId, s.reason] as const)]);
  const rows = [
    ...wanted.map((s) => ({ wpId: s.id, modifiedGmt: s.modified_gmt, status: s.status })),
    ...gone.map((wpId) => ({ wpId, modifiedGmt: known.get(wpId)!.modifiedGmt, status: 'gone' })),
  ].map((r) => {
    const article = articleIds.get(r.wpId);
    return { ...r, postId: article?.status === 'publish' ? article.id : null, skipReason: r.status === 'gone' ? GONE : (reasons.get(r.wpId) ?? null) };
  });
  for (const r of rows) {
    await db
      .insert(wordpressPosts)
      .values(r)
      .onConflictDoUpdate({ target: wordpressPosts.wpId, set: { postId: r.postId, modifiedGmt: r.modifiedGmt, status: r.status, skipReason: r.skipReason, syncedAt: sql`now()` } });
  }
  for (const s of skipped) console.warn(`[wordpress] post ${s.wpId} skipped: ${s.reason}`);

  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(wordpressPosts).where(sql`${wordpressPosts.postId} IS NOT NULL`);
  return {
    forms,
    listed: listing.ok.length,
    published: Number(n),
    fetched: parsed.ok.length,
    created: report?.created ?? 0,
    updated: report?.updated ?? 0,
    withdrawn: rows.filter((r) => known.get(r.wpId)?.postId && !r.postId).length,
    skipped,
    imagesFailed: report?.attachments?.failed ?? [],
  };
}
