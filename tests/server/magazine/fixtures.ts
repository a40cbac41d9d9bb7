import type { Db } from '../../../server/db/client';
import { magazinePageViews, magazinePosts, magazinePostTerms, magazineTerms, magazineWriters } from '../../../server/db/schema';
import { refreshTermCounts, syncMagazineSequences } from '../../../server/magazine/counts';

/**
 * A small hand-made magazine whose answers are known exactly:
 * categories 1 式場選び (child 2 ブライダルフェア) and 3 指輪; tags 10 kengaku, 11 ring, 12 empty;
 * writers 1 (posts 1–4, 6) and 2 (post 5), 3 (no posts); posts 1–6 published one day apart
 * (post 6 newest, PR), post 7 a draft. Views make day, week and month rankings differ.
 */
export const LAST_VIEW_DAY = '2026-03-31';

export async function insertMagazineFixture(db: Db): Promise<void> {
  await db.insert(magazineWriters).values([
    { id: 1, login: 'aoyama', displayName: '青山 美咲', displayNameKana: 'あおやま みさき', description: '元ウェディングプランナー。式場選びが得意です。', specialties: ['式場選び'] },
    { id: 2, login: 'ishikawa', displayName: '石川 健太', displayNameKana: 'いしかわ けんた', description: 'ジュエリー業界12年。指輪の選び方を解説します。', specialties: ['指輪'] },
    { id: 3, login: 'hoshino', displayName: '星野 さやか', displayNameKana: 'ほしの さやか', description: 'マナー講師。', specialties: ['顔合わせ・結納'] },
  ]);
  await db.insert(magazineTerms).values([
    { id: 1, taxonomy: 'category', name: '式場選び', slug: 'venue', sortOrder: 1 },
    { id: 2, taxonomy: 'category', name: 'ブライダルフェア', slug: 'fair', parentTermId: 1, sortOrder: 2 },
    { id: 3, taxonomy: 'category', name: '指輪', slug: 'ring', sortOrder: 3 },
    { id: 10, taxonomy: 'post_tag', name: '式場見学', slug: 'kengaku' },
    { id: 11, taxonomy: 'post_tag', name: '婚約指輪', slug: 'engagement-ring' },
    { id: 12, taxonomy: 'post_tag', name: '未使用', slug: 'unused' },
  ]);
  const post = (id: number, categoryId: number, authorId: number, extra: Partial<typeof magazinePosts.$inferInsert> = {}) => ({
    id,
    title: `記事${id}`,
    content: `<p>本文${id}の段落です。</p><h2>見出しA</h2><p>説明</p><h3>小見出し</h3><p>詳細</p>`,
    excerpt: `本文${id}の段落です。`,
    authorId,
    categoryId,
    publishedAt: `2026-03-0${id}T10:00:00+09:00`,
    modifiedAt: `2026-03-0${id}T12:00:00+09:00`,
    ...extra,
  });
  await db.insert(magazinePosts).values([
    post(1, 1, 1),
    post(2, 2, 1),
    post(3, 1, 1, { content: '<p>一ページ目</p><h2>前半</h2><p>a</p>\n<!--nextpage-->\n<h2>後半</h2><p>二ページ目</p>' }),
    post(4, 3, 1),
    post(5, 3, 2),
    post(6, 1, 1, { prLabel: 'PR' }),
    post(7, 1, 1, { status: 'draft' }),
  ]);
  await db.insert(magazinePostTerms).values([
    { postId: 1, termId: 1 }, { postId: 1, termId: 10 },
    { postId: 2, termId: 2 }, { postId: 2, termId: 10 },
    { postId: 3, termId: 1 },
    { postId: 4, termId: 3 }, { postId: 4, termId: 11 },
    { postId: 5, termId: 3 }, { postId: 5, termId: 11 },
    { postId: 6, termId: 1 }, { postId: 6, termId: 10 },
    { postId: 7, termId: 1 }, { postId: 7, termId: 10 },
  ]);
  // day (3/31): 5 > 1 > 2 · week (3/25–3/31): 2 > 5 > 1 · month (3/02–3/31): 4 > 2 > 5 > 1. Views on 3/01 fall outside every window.
  await db.insert(magazinePageViews).values([
    { postId: 5, day: '2026-03-31', views: 50 },
    { postId: 1, day: '2026-03-31', views: 30 },
    { postId: 2, day: '2026-03-31', views: 10 },
    { postId: 2, day: '2026-03-28', views: 100 },
    { postId: 4, day: '2026-03-10', views: 500 },
    { postId: 2, day: '2026-03-10', views: 10 },
    { postId: 3, day: '2026-03-01', views: 9999 },
    { postId: 7, day: '2026-03-31', views: 9999 },
  ]);
  await syncMagazineSequences(db);
  await refreshTermCounts(db);
}
