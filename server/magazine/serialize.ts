import { magazinePaths, type ArticleCard, type MagazinePost, type Term, type Writer } from '../../api/contract/magazine';
import type { magazinePosts, magazineTerms, magazineWriters } from '../db/schema';
import { mediaUrl } from '../../lib/media';

export type PostRow = typeof magazinePosts.$inferSelect;
export type TermRow = typeof magazineTerms.$inferSelect;
export type WriterRow = typeof magazineWriters.$inferSelect;
/** What a Magazine post shows of its author. */
export type AuthorRow = Pick<WriterRow, 'id' | 'displayName'>;

export const MAGAZINE_NAME = 'musubiマガジン';

/** Timestamps come back as text ("2026-01-02 03:04:05+00"); this reads both drivers' spellings. */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const iso = value.includes('T') ? value : value.replace(' ', 'T');
  return new Date(/[+-]\d{2}$/.test(iso) ? `${iso}:00` : iso);
}

export const unixSeconds = (value: string | Date): number => Math.floor(toDate(value).getTime() / 1000);
export const isoString = (value: string | Date): string => toDate(value).toISOString();

export function toTerm(t: TermRow): Term {
  return {
    term_id: t.id,
    name: t.name,
    slug: t.slug,
    taxonomy: t.taxonomy,
    permalink: t.taxonomy === 'category' ? magazinePaths.category(t.id) : magazinePaths.tag(t.slug),
    parent_term_id: t.parentTermId,
    posts_count: t.postsCount,
  };
}

export function toWriter(w: WriterRow, postsCount: number): Writer {
  return {
    user_id: w.id,
    display_name: w.displayName,
    description: w.description,
    avatar_url: w.avatarUrl || mediaUrl('writers', w.id, 'avatar', 1),
    url: w.url,
    permalink: magazinePaths.writer(w.id),
    posts_count: postsCount,
    specialties: w.specialties,
  };
}

export function thumbnailOf(p: Pick<PostRow, 'id' | 'thumbnailUrl'>): string {
  return p.thumbnailUrl || mediaUrl('articles', p.id, 'thumbnail', 1);
}

export function toMagazinePost(p: PostRow, terms: TermRow[], author: AuthorRow | null): MagazinePost {
  const own = terms.map(toTerm);
  return {
    post_id: p.id,
    post_title: p.title,
    post_date: unixSeconds(p.publishedAt),
    post_modified: unixSeconds(p.modifiedAt),
    post_excerpt: p.excerpt,
    permalink: magazinePaths.post(p.id),
    pr_label_flag: p.prLabel !== null && p.prLabel !== '',
    pr_label: p.prLabel ?? '',
    // The primary category first, then any other category the post is filed under.
    taxonomies: {
      category: own.filter((t) => t.taxonomy === 'category').sort((a, b) => Number(b.term_id === p.categoryId) - Number(a.term_id === p.categoryId)),
      post_tag: own.filter((t) => t.taxonomy === 'post_tag'),
    },
    images: { thumbnail: { url: thumbnailOf(p) } },
    author: author ? { user_id: author.id, display_name: author.displayName } : null,
  };
}

/** The spec's Article clip form (§3) for rankings and the pickup. */
export function toArticleCard(post: MagazinePost, rank: number): ArticleCard {
  return {
    article_id: post.post_id,
    url: post.permalink,
    thumbnail: post.images.thumbnail.url,
    thumbnail_rectangle: post.images.thumbnail.url,
    title: post.post_title,
    referer_name: MAGAZINE_NAME,
    referer_url: magazinePaths.top,
    clip_count: 0,
    is_clipped: false,
    category_name: post.taxonomies.category[0]?.name ?? '',
    rank,
    pr_label: post.pr_label,
    post_modified: post.post_modified,
  };
}
