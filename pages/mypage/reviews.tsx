import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { listMyReviews, type MyReview } from '@/api/contract/memberReviews';
import { StateBadge } from '@/components/rewards/GiftTicketList';
import { formatDateTimeJa } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';

export interface MyReviewsPageProps {
  meta: PageMeta;
  items: MyReview[];
}

/** /mypage/reviews: the member's own reviews and their state (審査中 / 公開中 / 差し戻し with the reason). */
export default function MyReviewsPage({ meta, items }: MyReviewsPageProps) {
  const posted = useRouter().query.posted === '1';
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'マイページ', href: '/account' }, { name: '投稿した口コミ' }]} />
      <h1>投稿した口コミ</h1>
      {posted ? <p className={styles.success} role="status">口コミを投稿しました。スタッフの審査後に掲載されます。</p> : null}
      {items.length ? (
        <ul className={styles.cards}>
          {items.map((r) => (
            <li key={r.id} className={styles.card}>
              <StateBadge state={r.state} label={r.state_label} />
              <h2 style={{ fontSize: '1rem', margin: '8px 0 4px' }}>{r.title}</h2>
              <p className={styles.meta}>
                <Link href={`/halls/${r.hall_id}/reviews`}>{r.hall_name}</Link> ・ {r.reviewer_type_label} ・ 総合 {r.rating.toFixed(1)} ・ {formatDateTimeJa(r.posted_at)}
              </p>
              {r.state === 'rejected' && r.reason ? <div className={styles.reason}><strong>差し戻しの理由：</strong>{r.reason}</div> : null}
              <p className={styles.body}>{r.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.lead}>まだ口コミを投稿していません。ムスビで予約したフェアに参加したら、式場のページから口コミを投稿できます。</p>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<MyReviewsPageProps> = async (ctx) => {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  const { items } = await m.api.call(listMyReviews, {});
  return { props: { meta: pageMeta('/mypage/reviews', '投稿した口コミ', '投稿した口コミと審査の状況です。', { noindex: true }), items } };
};
