import type { GetServerSideProps } from 'next';
import { staffWordpressSync, type WordpressSyncState } from '@/api/contract/wordpress';
import { SyncNowButton } from '@/components/magazine/staff/SyncNowButton';
import { formatDateTimeJa } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { StaffPage } from '@/components/rewards/StaffPage';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadStaffPage } from '@/lib/rewards/staffPage';

export interface StaffMagazineProps {
  meta: PageMeta;
  sync: WordpressSyncState;
}

const when = (iso: string | null) => (iso ? formatDateTimeJa(iso) : 'まだありません');

/** /staff/magazine: the live WordPress sync's state (last success, last error, posts synced) and 「今すぐ同期する」. */
export default function StaffMagazinePage({ meta, sync }: StaffMagazineProps) {
  const lead = sync.site_url
    ? `記事は ${sync.site_url} の WordPress から ${sync.interval_seconds} 秒ごとに同期しています。`
    : 'WordPress の連携は設定されていません（WORDPRESS_URL）。マガジンは取り込み済みの記事を表示しています。';
  return (
    <StaffPage meta={meta} path="/staff/magazine" lead={lead} items={[sync]} empty="">
      {(s) => (
        <li key="sync" className={styles.card}>
          <dl>
            <dt>最後に成功した同期</dt>
            <dd data-testid="last-success">{when(s.last_success_at)}</dd>
            <dt>同期している公開記事</dt>
            <dd data-testid="posts-synced">{s.posts_synced}件（前回の同期で変わった記事 {s.last_changed}件）</dd>
            <dt>最後のエラー</dt>
            <dd data-testid="last-error">{s.last_error ? `${when(s.last_error_at)}：${s.last_error}` : 'ありません'}</dd>
            {s.failures ? <><dt>連続した失敗</dt><dd>{s.failures}回（次の同期 {when(s.next_run_at)}）</dd></> : null}
            {s.running ? <><dt>状態</dt><dd>同期中です</dd></> : null}
          </dl>
          {s.skipped.length ? (
            <>
              <h2 style={{ fontSize: '1rem' }}>取り込めなかった投稿</h2>
              <ul>{s.skipped.map((x) => <li key={x.wp_id}>投稿ID {x.wp_id}：{x.reason}</li>)}</ul>
            </>
          ) : null}
          <SyncNowButton disabled={!s.site_url} />
        </li>
      )}
    </StaffPage>
  );
}

export const getServerSideProps: GetServerSideProps<StaffMagazineProps> = (ctx) =>
  loadStaffPage(ctx, async (api) => ({ meta: pageMeta('/staff/magazine', 'マガジンの同期', 'スタッフ用：WordPress からの記事の同期の状態', { noindex: true }), sync: await api.call(staffWordpressSync, {}) }));
