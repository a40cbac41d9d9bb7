import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getMe } from '../../api/contract/accounts';
import { COMPARE_MAX } from '../../api/contract/clipLimits';
import { listHallClips } from '../../api/contract/clips';
import { getHall, getHallCommentsCount } from '../../api/contract/halls';
import { listHallFairs } from '../../api/contract/fairs';
import { serverApi } from '../../api/server';
import { CompareTable, type ComparedHall } from '../../components/clips/CompareTable';
import styles from '../../components/clips/Clips.module.css';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { doneRemote } from '../../store/remote';
import { initialUserState } from '../../store/slices/user';
import type { PreloadedState } from '../../store';

interface Props {
  meta: PageMeta;
  halls: ComparedHall[];
  signedIn: boolean;
  preloadedState?: PreloadedState;
}

/** Up to four clipped halls side by side: cost, ratings by category, capacity, access, next fair. */
export default function CompareClipsPage({ meta, halls, signedIn }: Props) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>クリップした式場を比較</h1>
      {!signedIn ? (
        <p className={styles.empty}>比較するには<Link href="/login">ログイン</Link>してください。</p>
      ) : halls.length < 2 ? (
        <p className={styles.empty}>
          比較する式場を2〜{COMPARE_MAX}件選んでください。<Link href="/clips">クリップ一覧</Link>で式場を選べます。
        </p>
      ) : (
        <>
          <p className={styles.lead}>{halls.length}件の式場を比較しています。<span className={styles.phoneOnly}>表は横にスクロールできます。</span>口コミは6項目それぞれの平均（5点満点）です。</p>
          <CompareTable halls={halls} />
        </>
      )}
      <p><Link href="/clips" className={styles.btn}>クリップ一覧に戻る</Link></p>
    </div>
  );
}

function hallIdsOf(raw: string | string[] | undefined): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((v) => v.split(','));
  const ids = parts.map((p) => Number(p.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const meta = pageMeta('/clips/compare', 'クリップした式場を比較', 'クリップした結婚式場を最大4件まで並べて、費用・口コミ評価・収容人数・アクセス・次のフェアを比較できます。', { noindex: true });
  const api = serverApi(req, res);
  const { user } = await api.call(getMe, {});
  if (!user) return { props: { meta, halls: [], signedIn: false } };
  const wanted = hallIdsOf(query.hall_ids);
  // Only halls the member clipped can be compared; their notes come along.
  const clips = wanted.length ? (await api.call(listHallClips, { hall_ids: wanted, per_page: COMPARE_MAX })).items : [];
  const noteOf = new Map(clips.map((c) => [c.hall_id, c.note]));
  const ids = wanted.filter((id) => noteOf.has(id));
  const halls = await Promise.all(
    ids.map(async (id): Promise<ComparedHall> => {
      const [hall, counts, fairs] = await Promise.all([
        api.call(getHall, { id }),
        api.call(getHallCommentsCount, { id }),
        api.call(listHallFairs, { id, per_page: 1 }).catch(() => null),
      ]);
      const next = fairs?.items[0];
      return { hall, scores: counts.average, reviewCount: counts.count, nextFair: next ? { id: next.id, name: next.name, hold_at: next.hold_at } : null, note: noteOf.get(id) ?? '' };
    }),
  );
  return { props: { meta, halls, signedIn: true, preloadedState: { user: { ...initialUserState, me: doneRemote(user) } } } };
};
