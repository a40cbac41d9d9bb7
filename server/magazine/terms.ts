import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { magazineTerms } from '../db/schema';
import { notFound } from '../http/errors';
import type { Term } from '../../api/contract/magazine';
import { pageOfPosts, withAnyTerm, type PostPage } from './postQuery';
import { toTerm, type TermRow } from './serialize';

export async function allCategories(db: Db): Promise<TermRow[]> {
  return db.select().from(magazineTerms).where(eq(magazineTerms.taxonomy, 'category')).orderBy(asc(magazineTerms.sortOrder), asc(magazineTerms.id));
}

/** Every category, parents before their children. */
export async function listCategories(db: Db): Promise<{ categories: Term[] }> {
  return { categories: (await allCategories(db)).map(toTerm) };
}

function descendantsOf(all: TermRow[], id: number): TermRow[] {
  const out: TermRow[] = [];
  const queue = [id];
  const seen = new Set<number>([id]);
  while (queue.length) {
    const parent = queue.shift()!;
    for (const t of all) {
      if (t.parentTermId === parent && !seen.has(t.id)) {
        seen.add(t.id);
        out.push(t);
        queue.push(t.id);
      }
    }
  }
  return out;
}

function ancestorsOf(all: TermRow[], term: TermRow): TermRow[] {
  const byId = new Map(all.map((t) => [t.id, t]));
  const out: TermRow[] = [];
  let parent = term.parentTermId !== null ? byId.get(term.parentTermId) : undefined;
  while (parent && out.length < 10) {
    out.unshift(parent);
    parent = parent.parentTermId !== null ? byId.get(parent.parentTermId) : undefined;
  }
  return out;
}

/** GET category-with-posts: the category, and its posts together with its sub-categories' posts. */
export async function categoryWithPosts(
  db: Db,
  input: { id: number; page: number; perPage: number; shortinit?: boolean },
): Promise<{ category: Term; ancestors: Term[]; children: Term[] } & PostPage> {
  const all = await allCategories(db);
  const category = all.find((t) => t.id === input.id);
  if (!category) throw notFound('Not Found');
  const descendants = descendantsOf(all, category.id);
  const posts = await pageOfPosts(db, withAnyTerm([category.id, ...descendants.map((t) => t.id)]), input.page, input.perPage);
  return {
    category: toTerm(category),
    ancestors: input.shortinit ? [] : ancestorsOf(all, category).map(toTerm),
    children: input.shortinit ? [] : descendants.filter((t) => t.parentTermId === category.id).map(toTerm),
    ...posts,
  };
}

/** GET tag-with-posts: the tag by its slug and a page of its posts. */
export async function tagWithPosts(db: Db, input: { slug: string; page: number; perPage: number }): Promise<{ tag: Term } & PostPage> {
  const [tag] = await db.select().from(magazineTerms).where(and(eq(magazineTerms.taxonomy, 'post_tag'), eq(magazineTerms.slug, input.slug))).limit(1);
  if (!tag) throw notFound('Not Found');
  return { tag: toTerm(tag), ...(await pageOfPosts(db, withAnyTerm([tag.id]), input.page, input.perPage)) };
}
