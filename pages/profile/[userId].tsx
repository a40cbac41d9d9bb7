import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getProfile, type PublicProfile } from '../../api/contract/accounts';
import { isApiClientError } from '../../api/errors';
import { serverApi } from '../../api/server';
import { setPageCache } from '../../lib/pageCache';
import styles from '../../components/accounts/AccountPage.module.css';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';
import { formatNumber } from '@/lib/format';

interface Props {
  meta: PageMeta;
  profile: PublicProfile;
}

/** A member's public profile (花嫁プロフィール) with their albums. */
export default function ProfilePage({ meta, profile }: Props) {
  const p = profile.bridal_profile;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>
        {p.nickname}さんのプロフィール
        {profile.is_official ? <span className={styles.badge}>公式</span> : null}
        {profile.is_staff ? <span className={styles.badge}>スタッフ</span> : null}
      </h1>
      <dl className={styles.basics}>
        <dt>挙式エリア</dt>
        <dd>{p.prefecture_name ?? '未設定'}</dd>
        <dt>挙式時期</dt>
        <dd>{p.wedding_season_label ?? '未設定'}</dd>
        {p.venue ? (
          <>
            <dt>式場</dt>
            <dd>{p.venue}</dd>
          </>
        ) : null}
      </dl>
      {profile.selfintroduction ? <p className={styles.intro}>{profile.selfintroduction}</p> : null}
      {profile.report_url ? <p><Link href={profile.report_url}>{p.nickname}さんの花嫁レポートを見る</Link></p> : null}
      <p className={styles.counts}>閲覧 {formatNumber(profile.viewed_count)} ・ いいね {formatNumber(profile.loved_count)}</p>
      {profile.album_list.map((album) => (
        <section key={album.id} className={styles.section} aria-labelledby={`album-${album.id}`}>
          <h2 id={`album-${album.id}`}>{album.album_title}（{album.photo_count}枚）</h2>
          <ul className={styles.photos}>
            {album.photo_list.map((ph) => (
              <li key={ph.id}>
                <img src={ph.photo_url} alt={ph.caption || `${album.album_title}の写真`} width={ph.width} height={ph.height} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params }) => {
  const userId = String(params?.userId ?? '');
  if (!/^\d{1,9}$/.test(userId)) return { notFound: true };
  try {
    const profile = await serverApi(req, res).call(getProfile, { userId: Number(userId) });
    // A private profile is only ever answered to its owner: never let a shared cache keep it.
    if (profile.is_private) res.setHeader('Cache-Control', 'private, no-store');
    else setPageCache(req, res);
    const p = profile.bridal_profile;
    const meta = pageMeta(`/profile/${profile.user_id}`, `${p.nickname}さんのプロフィール`, profile.selfintroduction || `${p.nickname}さんの結婚式準備のプロフィールとアルバム。`, { noindex: profile.is_private });
    return { props: { meta, profile } };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
};
