import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { magazinePosts, magazinePostTerms, magazineRedirects } from '../../db/schema';
import { analyzeMagazine, refreshTermCounts, syncMagazineSequences } from '../counts';
import { excerptOf, paragraphTextOf, plainTextOf, sanitizeArticleHtml, splitPages } from '../sanitize';
import { convertContent } from './content/convert';
import { newTally } from './content/shortcodes';
import { copyImages, fileSourcesOf, imageSourcesOf, linkRemotePlayers, rewriteImageUrls, type ImageCopies, type ImageFetchOptions } from './fetchImages';
import { oldSiteOf, planRedirects, rewriteOldLinks, type PlannedRedirect } from './oldAddresses';
import { ourFirstSegments } from './ourAddresses';
import { parseWxr, type WxrExport, type WxrPost } from './parse';
import { skipReason } from './postStates';
import type { ImportReport } from './report';
import { upsertTerms, upsertWriters } from './taxonomy';
import { upsertCf7Forms } from '../../contact/cf7/forms';

export type { ImportReport } from './report';

export interface ImportOptions {
  /** Report what would change; nothing is written and nothing fetched. */
  dryRun?: boolean;
  /** Copy every attachment and content image into our store (--fetch-attachments). */
  fetchImages?: ImageFetchOptions | null;
  /** First path segments our pages answer (default: read from pages/). */
  ourSegments?: Set<string>;
}

class DryRun extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

function hostsOf(urls: string[]): string[] {
  const hosts = new Set<string>();
  for (const u of urls) {
    try {
      hosts.add(new URL(u).host);
    } catch {
      // not a URL
    }
  }
  return [...hosts].sort();
}

/**
 * Loads a WordPress export into the magazine. Idempotent: writers are matched by login, terms by
 * taxonomy and slug, posts by their WordPress id, redirects by their old path, so a second import
 * of the same file updates in place. Article HTML is converted as WordPress displays it, then
 * sanitised on the way in.
 */
export async function importWxr(db: Db, xml: string, options: ImportOptions = {}): Promise<ImportReport> {
  return importParsed(db, parseWxr(xml), options);
}

export async function importParsed(db: Db, wxr: WxrExport, options: ImportOptions = {}): Promise<ImportReport> {
  const posts = wxr.posts.filter((p) => !skipReason(p));
  const skippedPosts = wxr.posts.filter((p) => skipReason(p)).map((p) => ({ wpId: p.wpId, title: p.title, reason: skipReason(p)! }));
  const thumbnails = (p: WxrPost) => (p.thumbnailId ? wxr.attachments.get(p.thumbnailId) : undefined);
  // Every attachment, and every file the posts show once converted (players' sources included).
  const fileUrls = options.fetchImages
    ? [...[...wxr.attachments.values()].map((a) => a.url), ...posts.flatMap((p) => fileSourcesOf(convertContent(p.content, { postId: p.wpId, attachments: wxr.attachments }, newTally())))]
    : [];

  let copies: ImageCopies | null = null;
  if (options.fetchImages && !options.dryRun) copies = await copyImages(db, fileUrls, options.fetchImages);

  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const writerIds = await upsertWriters(t, wxr);
      const { termIds, declared } = await upsertTerms(t, wxr);
      const conflicts: string[] = [];

      // Ids: the row a past import made; else the WordPress id when no other article has it.
      const existing = new Map(
        (await t.select({ id: magazinePosts.id, wpPostId: magazinePosts.wpPostId }).from(magazinePosts).where(inArray(magazinePosts.wpPostId, wxr.posts.map((p) => p.wpId).concat(0)))).map((r) => [r.wpPostId!, r.id]),
      );
      const taken = new Set(
        (await t.select({ id: magazinePosts.id }).from(magazinePosts).where(inArray(magazinePosts.id, posts.map((p) => p.wpId).concat(0)))).map((r) => r.id),
      );
      const ids = new Map<number, number>();
      const needIds: WxrPost[] = [];
      for (const p of posts) {
        const known = existing.get(p.wpId);
        if (known) ids.set(p.wpId, known);
        else if (!taken.has(p.wpId)) ids.set(p.wpId, p.wpId);
        else needIds.push(p);
      }
      if (needIds.length) {
        const highest = Math.max(0, ...ids.values());
        await t.execute(sql`SELECT setval(pg_get_serial_sequence('magazine_posts', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM magazine_posts), ${highest}, 1))`);
        for (const p of needIds) {
          const rows = await t.execute(sql`SELECT nextval(pg_get_serial_sequence('magazine_posts', 'id'))::int AS id`);
          const id = Number((rows as unknown as { rows: { id: number }[] }).rows?.[0]?.id ?? (rows as unknown as { id: number }[])[0]?.id);
          ids.set(p.wpId, id);
          conflicts.push(`記事ID ${p.wpId} は既に別の記事が使っているため「${p.title}」は ID ${id} で取り込みました（/magazine/${p.wpId} は変えていません）`);
        }
      }

      const site = oldSiteOf(wxr);
      const plan = planRedirects({
        wxr,
        site,
        posts: posts.map((p) => ({ wpId: p.wpId, id: ids.get(p.wpId)!, link: p.link })),
        categories: new Map([...declared.values()].filter((x) => x.taxonomy === 'category').map((x) => [x.slug, termIds.get(`category:${x.slug}`)!])),
        tags: [...declared.values()].filter((x) => x.taxonomy === 'post_tag').map((x) => x.slug),
        writers: writerIds,
        ours: options.ourSegments ?? ourFirstSegments(),
      });
      conflicts.push(...plan.conflicts);
      const redirectMap = new Map<string, PlannedRedirect>(plan.redirects.map((r) => [r.path, r]));

      const tally = newTally();
      let created = 0;
      let updated = 0;
      const usedImages: string[] = [];
      for (const p of posts) {
        const id = ids.get(p.wpId)!;
        const html = rewriteImageUrls(rewriteOldLinks(convertContent(p.content, { postId: p.wpId, attachments: wxr.attachments }, tally), site, redirectMap), copies?.urls ?? new Map());
        const content = sanitizeArticleHtml(linkRemotePlayers(html));
        usedImages.push(...imageSourcesOf(content));
        const thumb = thumbnails(p);
        if (thumb) usedImages.push(thumb.url);
        const categoryIds = p.categories.map((c) => termIds.get(`category:${c.slug}`)!).filter(Boolean);
        const values = {
          wpPostId: p.wpId,
          slug: p.slug,
          title: p.title,
          content,
          excerpt: excerptOf(p.excerpt ? plainTextOf(p.excerpt) : paragraphTextOf(splitPages(content)[0])),
          plainText: plainTextOf(content),
          // A scheduled post is stored published: it shows from its time on, without a new import.
          status: 'publish' as const,
          authorId: writerIds.get(p.authorLogin) ?? null,
          categoryId: categoryIds[0] ?? null,
          thumbnailUrl: thumb ? (copies?.urls.get(thumb.url) ?? thumb.url) : '',
          thumbnailAlt: thumb?.alt ?? '',
          prLabel: p.prLabel,
          publishedAt: p.publishedAt,
          modifiedAt: p.modifiedAt,
        };
        if (existing.has(p.wpId)) {
          await t.update(magazinePosts).set(values).where(eq(magazinePosts.id, id));
          updated++;
        } else {
          await t.insert(magazinePosts).values({ id, ...values });
          created++;
        }
        await t.delete(magazinePostTerms).where(eq(magazinePostTerms.postId, id));
        const links = [...new Set([...categoryIds, ...p.tags.map((g) => termIds.get(`post_tag:${g.slug}`)!).filter(Boolean)])];
        if (links.length) await t.insert(magazinePostTerms).values(links.map((termId) => ({ postId: id, termId })));
      }

      // A post that is no longer public on the old site (or never was) leaves ours, body and all.
      for (const s of skippedPosts) {
        const id = existing.get(s.wpId);
        if (id === undefined) continue;
        await t.update(magazinePosts).set({ status: 'withdrawn', content: '', excerpt: '', plainText: '' }).where(eq(magazinePosts.id, id));
        s.reason += '（以前の取り込みで公開していた記事を非公開にしました）';
      }

      for (const r of plan.redirects) {
        await t
          .insert(magazineRedirects)
          .values({ path: r.path, kind: r.kind, location: r.location, targetPostId: r.postId })
          .onConflictDoUpdate({ target: magazineRedirects.path, set: { kind: r.kind, location: r.location, targetPostId: r.postId, updatedAt: sql`now()` } });
      }

      if (wxr.cf7Forms?.length) await upsertCf7Forms(t, wxr.cf7Forms, 'wxr');
      await refreshTermCounts(t);
      await syncMagazineSequences(t);
      await analyzeMagazine(t);
      const report: ImportReport = {
        dryRun: !!options.dryRun,
        authors: writerIds.size,
        terms: declared.size,
        created,
        updated,
        skipped: skippedPosts.length,
        skippedPosts,
        conflicts,
        attachments: copies ? { fetched: copies.fetched, reused: copies.reused, failed: copies.failed } : null,
        plannedFiles: options.fetchImages && options.dryRun ? new Set(fileUrls).size : null,
        shortcodes: { replaced: Object.fromEntries(tally.replaced), unknown: Object.fromEntries(tally.unknown) },
        redirects: plan.redirects.length,
        sameAddresses: plan.same,
        imageHosts: hostsOf(usedImages.filter((u) => /^https?:\/\//.test(u))),
      };
      if (options.dryRun) throw new DryRun(report);
      return report;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.report;
    throw err;
  }
}
