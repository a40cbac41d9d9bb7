import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueteAnswers, enqueteVersions, users } from '../db/schema';
import { ENQUETE_VERSIONS } from '../../lib/family/enqueteVersions';
import type { SeedContext } from './context';

const COMMENTS = [
  '口コミの数が多くて、式場の雰囲気がつかみやすかったです。',
  'フェアの空き状況がすぐ分かるので助かりました。',
  '費用明細をもっと詳しく見られるとうれしいです。',
  '親への質問票のおかげで、両家の考えを早めに知ることができました。',
  'エリアごとのランキングが参考になりました。',
  '診断結果から式場を探せるのが楽しかったです。',
];

/** The survey versions, and answers from some generated members so staff totals have content. */
export async function seedFamily(db: Db, ctx: SeedContext): Promise<void> {
  await db.insert(enqueteVersions).values(ENQUETE_VERSIONS.map((v) => ({ version: v.version, title: v.title, questions: v.questions }))).onConflictDoNothing();
  const rng = ctx.rng('family:enquete');
  const members = await db.select({ id: users.id }).from(users).where(like(users.email, 'bride%@example.com')).orderBy(users.id).limit(Math.max(10, Math.round(40 * ctx.scale)));
  const v = ENQUETE_VERSIONS[0];
  // Each comment once: free texts never repeat.
  const comments = rng.sample(COMMENTS, COMMENTS.length);
  const rows = members.map((m) => {
    const data: Record<string, unknown> = {};
    for (const q of v.questions) {
      if (q.type === 'rating') data[q.id] = rng.weighted([[5, 4], [4, 5], [3, 2], [2, 1], [1, 0.5]] as const);
      else if (q.type === 'single') data[q.id] = rng.pick(q.options);
      else if (q.type === 'multi') data[q.id] = rng.sample(q.options, rng.int(1, 3));
      else if (comments.length && rng.chance(0.3)) data[q.id] = comments.pop();
    }
    return { version: v.version, userId: m.id, data };
  });
  if (rows.length) await db.insert(enqueteAnswers).values(rows).onConflictDoNothing();
}
