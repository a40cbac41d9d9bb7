import type { Db } from '../db/client';
import { magazinePageViews, magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../db/schema';
import { insertChunked, type Rng, type SeedContext } from './context';
import { mediaUrl } from '../../lib/media';
import { CATEGORIES, TAGS, TITLE_PREFIXES, WRITERS, type CategoryContent } from './data/magazine';
import { excerptOf, NEXTPAGE, paragraphTextOf, plainTextOf, sanitizeArticleHtml, splitPages } from '../magazine/sanitize';
import { analyzeMagazine, refreshTermCounts, syncMagazineSequences } from '../magazine/counts';
import { addDays } from '../magazine/japanDate';

/** At least 300 articles (issue 7); larger scales add more. */
export const articleCount = (scale: number) => Math.max(300, Math.round(300 * scale));
/** Days of page views behind the rankings: the month term needs 30. */
const VIEW_DAYS = 30;
const PR_LABELS = ['PR', 'PR', 'PR', 'Sponsored'];

type TermRow = typeof magazineTerms.$inferInsert;
type PostRow = typeof magazinePosts.$inferInsert;

function figure(postId: number, n: number, alt: string): string {
  return `<figure><img src="${mediaUrl('articles', postId, 'body', n)}" alt="${alt}" width="700" height="467"><figcaption>${alt}</figcaption></figure>`;
}

/** One article body: intro, three or four headed sections (some with h3 parts), images, a summary. */
export function composeBody(cat: CategoryContent, title: string, postId: number, rng: Rng, paged: boolean): string {
  const parts: string[] = [`<p>${rng.pick(cat.intros)}</p>`, figure(postId, 1, title)];
  const chosen = rng.sample(cat.sections.map((_, i) => i), rng.int(3, 4)).sort((a, b) => a - b);
  let image = 2;
  chosen.forEach((index, i) => {
    const s = cat.sections[index];
    if (paged && i === 2) parts.push(NEXTPAGE);
    parts.push(`<h2>${s.heading}</h2>`);
    for (const p of rng.sample(s.paragraphs, rng.int(2, 3))) parts.push(`<p>${p}</p>`);
    if (s.subs && rng.chance(0.8)) {
      for (const sub of rng.sample(s.subs, rng.int(1, s.subs.length))) parts.push(`<h3>${sub.heading}</h3>`, `<p>${sub.paragraph}</p>`);
    }
    if (rng.chance(0.5)) parts.push(figure(postId, image++, s.heading));
  });
  parts.push('<h2>まとめ</h2>', `<p>${rng.pick(cat.closings)}</p>`);
  return parts.join('\n');
}

/** Every (decoration, base title) pair of a category once, in a shuffled order; then numbered volumes. */
function titlesOf(cat: CategoryContent, rng: Rng): (k: number) => string {
  const combos = rng.sample(TITLE_PREFIXES.flatMap((prefix) => cat.titles.map((base) => `${prefix}${base}`)), TITLE_PREFIXES.length * cat.titles.length);
  return (k) => {
    const volume = Math.floor(k / combos.length);
    return `${combos[k % combos.length]}${volume ? `（vol.${volume + 1}）` : ''}`;
  };
}

/** A post's daily views: popularity times a shape, so day, week and month rankings differ. */
function viewsFor(rng: Rng, daysOld: number): (offset: number) => number {
  const base = 5 + Math.pow(rng.next(), 3) * 400;
  const shape = rng.weighted([['steady', 5], ['rising', 2], ['fading', 2], ['burst', 1]] as const);
  const burstDay = rng.int(0, VIEW_DAYS - 1);
  const fresh = daysOld < 7 ? 2 : 1;
  return (offset) => {
    let f = 1;
    if (shape === 'rising') f = offset <= 1 ? 3.5 : offset <= 6 ? 2 : 0.4;
    else if (shape === 'fading') f = offset >= 10 ? 2.5 : offset < 7 ? 0.2 : 1;
    else if (shape === 'burst') f = offset === burstDay ? 8 : 0.6;
    return Math.round(base * f * fresh * (0.7 + 0.6 * rng.next()));
  };
}

/** The magazine: writers, categories (with sub-categories), tags, articles and their page views. */
export async function seedMagazine(db: Db, ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('magazine');
  await db.insert(magazineWriters).values(
    WRITERS.map((w, i) => ({
      id: i + 1,
      login: w.login,
      displayName: w.name,
      displayNameKana: w.kana,
      description: w.description,
      avatarUrl: mediaUrl('writers', i + 1, 'avatar', 1),
      url: w.url,
      specialties: w.specialties,
    })),
  );

  const terms: TermRow[] = [];
  const categoryIds = new Map<string, number>();
  const childIds = new Map<string, { id: number; keywords: string[] }[]>();
  let termId = 0;
  CATEGORIES.forEach((c, i) => {
    const id = ++termId;
    categoryIds.set(c.slug, id);
    terms.push({ id, taxonomy: 'category', name: c.name, slug: c.slug, description: c.description, sortOrder: (i + 1) * 10 });
    childIds.set(c.slug, (c.children ?? []).map((child, j) => {
      const cid = ++termId;
      terms.push({ id: cid, taxonomy: 'category', name: child.name, slug: child.slug, description: child.description, parentTermId: id, sortOrder: (i + 1) * 10 + j + 1 });
      return { id: cid, keywords: child.keywords };
    }));
  });
  const tagIds = new Map<string, number>();
  TAGS.forEach(([slug, name], i) => {
    const id = ++termId;
    tagIds.set(slug, id);
    terms.push({ id, taxonomy: 'post_tag', name, slug, sortOrder: i });
  });
  await db.insert(magazineTerms).values(terms);

  const total = ctx.market?.articles ?? articleCount(ctx.scale);
  // The market's 20,000 articles over ten years (about five a day), the demo's over three.
  const spanDays = (ctx.market ? 10 : 3) * 365;
  const posts: PostRow[] = [];
  const links: { postId: number; termId: number }[] = [];
  const views: { postId: number; day: string; views: number }[] = [];
  const perCategory = new Map<string, number>();
  const titleOf = new Map(CATEGORIES.map((c) => [c.slug, titlesOf(c, rng)]));
  // Oldest first, so ids grow with the publication date as they do on a real site.
  for (let i = 0; i < total; i++) {
    const id = i + 1;
    const cat = CATEGORIES[(i * 7) % CATEGORIES.length];
    const k = perCategory.get(cat.slug) ?? 0;
    perCategory.set(cat.slug, k + 1);
    const title = titleOf.get(cat.slug)!(k);
    const daysOld = Math.round(((total - 1 - i) / Math.max(1, total - 1)) * spanDays);
    const day = addDays(ctx.today, -daysOld);
    const hour = rng.int(7, 20);
    const publishedAt = `${day}T${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+09:00`;
    const modifiedDaysLater = rng.chance(0.4) ? 0 : Math.min(daysOld, rng.int(1, 300));
    const modifiedAt = modifiedDaysLater ? `${addDays(day, modifiedDaysLater)}T${String(rng.int(9, 18)).padStart(2, '0')}:00:00+09:00` : publishedAt;
    const content = sanitizeArticleHtml(composeBody(cat, title, id, rng, rng.chance(0.06)));
    const child = (childIds.get(cat.slug) ?? []).find((c) => c.keywords.some((w) => title.includes(w)));
    const categoryId = child?.id ?? categoryIds.get(cat.slug)!;
    const candidates = WRITERS.map((w, wi) => [wi + 1, w.specialties.includes(cat.name) ? 6 : 0.3] as const);
    posts.push({
      id,
      slug: `${cat.slug}-${k + 1}`,
      title,
      content,
      excerpt: excerptOf(paragraphTextOf(splitPages(content)[0])),
      plainText: plainTextOf(content),
      status: 'publish',
      authorId: rng.weighted(candidates),
      categoryId,
      thumbnailUrl: mediaUrl('articles', id, 'thumbnail', 1),
      prLabel: rng.chance(0.08) ? rng.pick(PR_LABELS) : null,
      publishedAt,
      modifiedAt,
    });
    links.push({ postId: id, termId: categoryId });
    for (const slug of rng.sample(cat.tags, rng.int(2, 4))) links.push({ postId: id, termId: tagIds.get(slug)! });
    const perDay = viewsFor(rng, daysOld);
    for (let offset = 0; offset < VIEW_DAYS && offset <= daysOld; offset++) {
      const n = perDay(offset);
      if (n > 0) views.push({ postId: id, day: addDays(ctx.today, -offset), views: n });
    }
  }
  await insertChunked(posts, 100, (chunk) => db.insert(magazinePosts).values(chunk));
  await insertChunked(links, 1000, (chunk) => db.insert(magazinePostTerms).values(chunk));
  await insertChunked(views, 2000, (chunk) => db.insert(magazinePageViews).values(chunk));
  await syncMagazineSequences(db);
  await refreshTermCounts(db);
  await analyzeMagazine(db);
  ctx.log(`magazine: ${posts.length} articles, ${terms.length} terms, ${WRITERS.length} writers, ${views.length} daily view rows`);
}
