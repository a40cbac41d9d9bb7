import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { getMe } from '../../../api/contract/accounts';
import { sharedListPath } from '../../../api/contract/clipLimits';
import { getSharedHallClips, getSharedList, type HallClipComment, type SharedHallClip } from '../../../api/contract/clips';
import type { EndpointOutput } from '../../../api/contract/define';
import { isApiClientError } from '../../../api/errors';
import { serverApi } from '../../../api/server';
import { CommentForm } from '../../../components/clips/CommentForm';
import { CommentThread } from '../../../components/clips/CommentThread';
import styles from '../../../components/clips/Clips.module.css';
import { Seo } from '../../../components/ui/Seo';
import { formatPeople } from '../../../lib/format';
import { pageMeta, type PageMeta } from '../../../lib/halls/seo';

interface Props {
  meta: PageMeta;
  hash: string;
  list: EndpointOutput<typeof getSharedList>;
  clips: EndpointOutput<typeof getSharedHallClips>;
  viewerName: string;
}

function SharedHall({ clip, hash, viewerName }: { clip: SharedHallClip; hash: string; viewerName: string }) {
  const [comments, setComments] = useState<HallClipComment[]>(clip.comments);
  const { hall } = clip;
  const cover = hall.cover_images[0]?.image_url;
  return (
    <li className={styles.item} aria-labelledby={`shared-${clip.id}-name`}>
      <div className={styles.itemHead}>
        {cover ? <img src={cover} alt={`${hall.name}の外観`} className={styles.thumb} width={96} height={72} loading="lazy" /> : <span className={styles.thumb} aria-hidden="true" />}
        <div>
          <h2 id={`shared-${clip.id}-name`} className={styles.itemTitle}>
            <Link href={`/halls/${hall.id}`}>{hall.name}</Link>
          </h2>
          <p className={styles.facts}>
            {hall.location.overseas_destination_name ?? hall.location.area_name ?? hall.location.prefecture_name}・{hall.service_name}
            <br />
            費用目安 {hall.price_range || '要問い合わせ'}・{formatPeople(hall.capacity_min)}〜{formatPeople(hall.capacity_max)}
            <br />
            口コミ評価 {hall.rating.toFixed(1)}（{hall.rating_count}件）
          </p>
        </div>
      </div>
      <div className={styles.itemBody}>
        {clip.note ? (
          <div>
            <h3 className={styles.hint}>ふたりのメモ</h3>
            <p className={styles.commentText}>{clip.note}</p>
          </div>
        ) : null}
        <CommentThread comments={comments} />
        <CommentForm hash={hash} clipId={clip.id} hallName={hall.name} defaultName={viewerName} onPosted={(c) => setComments((cur) => [...cur, c])} />
      </div>
    </li>
  );
}

/** A couple's shared hall list, for anyone with its link: the halls, their notes and a comment thread per hall. */
export default function SharedClipsPage({ meta, hash, list, clips, viewerName }: Props) {
  const owner = list.owner_nickname ? `${list.owner_nickname}さん` : 'ふたり';
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>{owner}の気になる式場リスト</h1>
      <p className={styles.lead}>
        {list.is_owner ? 'あなたが共有したリストです。家族やパートナーからのコメントがここに届きます。' : `${owner}が気になっている式場です（${list.hall_clip_count}件）。感想やアドバイスをコメントで伝えましょう。会員登録は不要です。`}
      </p>
      {clips.items.length === 0 ? (
        <p className={styles.empty}>このリストには式場がありません。</p>
      ) : (
        <ul className={styles.list}>
          {clips.items.map((c) => (
            <SharedHall key={c.id} clip={c} hash={hash} viewerName={viewerName} />
          ))}
        </ul>
      )}
      {clips.total_pages > 1 ? (
        <nav className={styles.pager} aria-label="ページ送り">
          {clips.page > 1 ? <Link className={styles.btn} href={`${sharedListPath(hash)}?page=${clips.page - 1}`}>前へ</Link> : <span />}
          <span className={styles.count}>{clips.page} / {clips.total_pages}ページ</span>
          {clips.page < clips.total_pages ? <Link className={styles.btn} href={`${sharedListPath(hash)}?page=${clips.page + 1}`}>次へ</Link> : <span />}
        </nav>
      ) : null}
      {list.is_owner ? (
        <p><Link href="/clips" className={styles.btn}>クリップ一覧に戻る</Link></p>
      ) : (
        <p className={styles.hint}>
          musubi（ムスビ）で式場を探す：<Link href="/halls/search/">式場検索</Link>
        </p>
      )}
    </div>
  );
}

const firstOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, params, query }) => {
  // The link is a secret between the couple and their family: never cached, never indexed.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const hash = String(firstOf(params?.hash) ?? '');
  const page = Math.max(1, Math.min(10000, Number.parseInt(firstOf(query.page) ?? '1', 10) || 1));
  const api = serverApi(req, res);
  try {
    const [list, clips, me] = await Promise.all([api.call(getSharedList, { hash }), api.call(getSharedHallClips, { hash, page }), api.call(getMe, {})]);
    const meta = pageMeta(sharedListPath(hash), `${list.owner_nickname ? `${list.owner_nickname}さん` : 'ふたり'}の気になる式場リスト`, '共有された結婚式場のリストです。式場ごとにコメントを残せます。', { noindex: true });
    return { props: { meta, hash, list, clips, viewerName: me.user?.nickname ?? '' } };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
};
