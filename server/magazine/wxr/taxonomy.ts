import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { magazineTerms, magazineWriters } from '../../db/schema';
import type { WxrExport, WxrTerm } from './parse';

/** Writers by login: the export's authors, plus any post creator the export did not describe. */
export async function upsertWriters(t: Db, wxr: WxrExport): Promise<Map<string, number>> {
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
  return writerIds;
}

/** Categories (with their parents) and tags by taxonomy and slug: declared ones, then any a post uses. */
export async function upsertTerms(t: Db, wxr: WxrExport): Promise<{ termIds: Map<string, number>; declared: Map<string, WxrTerm> }> {
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
  return { termIds, declared };
}
