import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { BRIDES_PER_PAGE, type ThemeTag } from '../../api/contract/brides';
import type { Db } from '../db/client';
import { brideReportTags, brideReports, brideThemeTags, users } from '../db/schema';
import { notFound } from '../http/errors';
import { offsetOf, pageOf } from '../halls/paginate';
import { countCards, selectCards, toCards } from './cards';
import { hasTag } from './filters';
import { isPublicMember } from './visibility';

/** /api/brides/theme_tags/: every tag with its count of public reports. */
export async function listThemeTags(db: Db): Promise<{ items: ThemeTag[] }> {
  const [tags, counts] = await Promise.all([
    db.select().from(brideThemeTags).orderBy(asc(brideThemeTags.sortOrder), asc(brideThemeTags.id)),
    db
      .select({ tagId: brideReportTags.tagId, n: count() })
      .from(brideReportTags)
      .innerJoin(users, eq(users.id, brideReportTags.reportId))
      .where(isPublicMember())
      .groupBy(brideReportTags.tagId),
  ]);
  const countOf = new Map(counts.map((c) => [c.tagId, c.n]));
  return { items: tags.map((t) => ({ id: t.id, slug: t.slug, name: t.name, description: t.description, count: countOf.get(t.id) ?? 0 })) };
}

/** The LIKE pattern of a free-text query, with its wildcards taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** /api/brides/theme_tags/{id}: the tag's public reports, optionally narrowed by words in title, advice or place. */
export async function getThemeTag(db: Db, input: { id: number; page?: number; per_page?: number; query?: string }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? BRIDES_PER_PAGE;
  const [tag] = await db.select().from(brideThemeTags).where(eq(brideThemeTags.id, input.id)).limit(1);
  if (!tag) throw notFound('テーマが見つかりません');
  const parts: SQL[] = [isPublicMember(), hasTag(tag.id)];
  const q = input.query?.trim();
  if (q) {
    const p = likePattern(q);
    parts.push(or(ilike(brideReports.title, p), ilike(brideReports.advice, p), ilike(brideReports.receptionPlace, p), ilike(users.nickname, p)) as SQL);
  }
  const where = and(...parts);
  const [rows, total, tagTotal] = await Promise.all([
    selectCards(db, where).orderBy(desc(brideReports.postedAt), desc(brideReports.userId)).limit(perPage).offset(offsetOf(page, perPage)),
    countCards(db, where),
    q ? countCards(db, and(isPublicMember(), hasTag(tag.id))) : Promise.resolve(-1),
  ]);
  return {
    ...pageOf(await toCards(db, rows), total, page, perPage),
    tag: { id: tag.id, slug: tag.slug, name: tag.name, description: tag.description, count: tagTotal >= 0 ? tagTotal : total },
  };
}
