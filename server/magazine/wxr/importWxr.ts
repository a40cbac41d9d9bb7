import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../../db/schema';
import { refreshTermCounts } from '../counts';
import { excerptOf, paragraphTextOf, plainTextOf, sanitizeArticleHtml, splitPages } from '../sanitize';
import { parseWxr, type WxrExport } from './parse';

export interface ImportReport {
  authors: number;
  terms: number;
  created: number;
  updated: number;
  skipped: number;
  /** Hosts of remote images the articles use: add them to IMAGE_PROXY_ALLOWED_HOSTS for /img. */
  imageHosts: string[];
}

function hostsOf(html: string, extra: string[]): string[] {
  const hosts = new Set<string>();
  for (const m of html.matchAll(/<img[^>]+src="(https?:\/\/[^"]+)"/gi)) hosts.add(new URL(m[1]).host);
  for (const u of extra) if (/^https?:\/\//.test(u)) hosts.add(new URL(u).host);
  return [...hosts];
}

/**
 * Loads a WordPress export into the magazine. Idempotent: writers are matched by login, terms by
 * taxonomy and slug, posts by their WordPress id, so a second import of the same file updates in
 * place. Article HTML is sanitised on the way in.
 */
export async function importWxr(db: Db, xml: string): Promise<ImportReport> {
  return importParsed(db, parseWxr(xml));
}

export async function importParsed(db: Db, wxr: WxrExport): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Writers: the export's authors, plus any post creator the export did not describe.
    const logins = new Map(wxr.authors.map((a) => [a.login, a]));
    for (const p of wxr.posts) if (p.authorLogin && !logins.has(p.authorLogin)) logins.set(p.authorLogin, { login: p.authorLogin, displayName: p.authorLogin, email: '', url: '', description: '' });
    const writerIds = new Map<string, number>();
    for (const a of logins.values()) {
      const [w] = await t
        .insert(magazineWriters)
        .values({ login: a.login, displayName: a.displayName, description: a.description, url: a.url })
        .onConflictDoUpdate({
          target: magazineWriters.login,
          // Our own edits to a profile survive a re-import unless the export has something to say.
          set: { displayName: a.displayName, ...(a.description ? { description: a.description } : {}), ...(a.url ? { url: a.url } : {}) },
        })
        .returning({ id: magazineWriters.id });
      writerIds.set(a.login, w.id);
    }

    // Terms: declared ones, then any used by a post without a declaration.
    const declared = new Map(wxr.terms.map((x) => [`${x.taxonomy}:${x.slug}`, x]));
    for (const p of wxr.posts) {
      for (const c of p.categories) if (!declared.has(`category:${c.slug}`)) declared.set(`category:${c.slug}`, { taxonomy: 'category', slug: c.slug, name: c.name, parentSlug: null, description: '' });
      for (const g of p.tags) if (!declared.has(`post_tag:${g.slug}`)) declared.set(`post_tag:${g.slug}`, { taxonomy: 'post_tag', slug: g.slug, name: g.name, parentSlug: null, description: '' });
    }
    const termIds = new Map<string, number>();
    for (const [key, x] of declared) {
      const [row] = await t
        .insert(magazineTerms)
        .values({ taxonomy: x.taxonomy, slug: x.slug, name: x.name, description: x.description })
        .onConflictDoUpdate({ target: [magazineTerms.taxonomy, magazineTerms.slug], set: { name: x.name, ...(x.description ? { description: x.description } : {}) } })
        .returning({ id: magazineTerms.id });
      termIds.set(key, row.id);
    }
    for (const x of declared.values()) {
      if (x.taxonomy !== 'category') continue;
      const parent = x.parentSlug ? (termIds.get(`category:${x.parentSlug}`) ?? null) : null;
      await t.update(magazineTerms).set({ parentTermId: parent }).where(eq(magazineTerms.id, termIds.get(`category:${x.slug}`)!));
    }

    let created = 0;
    let updated = 0;
    let skipped = 0;
    const imageUrls: string[] = [];
    let allContent = '';
    for (const p of wxr.posts) {
      if (!p.title) {
        skipped++;
        continue;
      }
      const content = sanitizeArticleHtml(p.content);
      allContent += content;
      const thumbnailUrl = p.thumbnailId ? (wxr.attachments.get(p.thumbnailId) ?? '') : '';
      if (thumbnailUrl) imageUrls.push(thumbnailUrl);
      const categoryIds = p.categories.map((c) => termIds.get(`category:${c.slug}`)!).filter(Boolean);
      const values = {
        wpPostId: p.wpId,
        slug: p.slug,
        title: p.title,
        content,
        excerpt: excerptOf(p.excerpt ? plainTextOf(p.excerpt) : paragraphTextOf(splitPages(content)[0])),
        plainText: plainTextOf(content),
        status: p.status,
        authorId: writerIds.get(p.authorLogin) ?? null,
        categoryId: categoryIds[0] ?? null,
        thumbnailUrl,
        prLabel: p.prLabel,
        publishedAt: p.publishedAt,
        modifiedAt: p.modifiedAt,
      };
      const [existing] = await t.select({ id: magazinePosts.id }).from(magazinePosts).where(eq(magazinePosts.wpPostId, p.wpId)).limit(1);
      let postId: number;
      if (existing) {
        await t.update(magazinePosts).set(values).where(eq(magazinePosts.id, existing.id));
        postId = existing.id;
        updated++;
      } else {
        [{ id: postId }] = await t.insert(magazinePosts).values(values).returning({ id: magazinePosts.id });
        created++;
      }
      await t.delete(magazinePostTerms).where(eq(magazinePostTerms.postId, postId));
      const links = [...new Set([...categoryIds, ...p.tags.map((g) => termIds.get(`post_tag:${g.slug}`)!).filter(Boolean)])];
      if (links.length) await t.insert(magazinePostTerms).values(links.map((termId) => ({ postId, termId })));
    }
    await refreshTermCounts(t);
    return { authors: logins.size, terms: declared.size, created, updated, skipped, imageHosts: hostsOf(allContent, imageUrls) };
  });
}
