import type { GetServerSideProps } from 'next';
import { listPendingReviews, type PendingReview } from '@/api/contract/memberReviews';
import { REVIEW_CATEGORY_LABELS, reviewCategoryKeys } from '@/api/contract/reviewVocabulary';
import { StaffActions } from '@/components/rewards/StaffButton';
import { formatDateTimeJa } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { StaffPage } from '@/components/rewards/StaffPage';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadStaffPage } from '@/lib/rewards/staffPage';

export interface StaffReviewsProps {
  meta: PageMeta;
  items: PendingReview[];
}

/** /staff/reviews: 審査中の口コミ, approved (公開) or sent back with a reason. */
export default function StaffReviewsPage({ meta, items }: StaffReviewsProps) {
  return (
    <StaffPage meta={meta} path="/staff/reviews" items={items} empty="審査待ちの口コミはありません。">
      {(r) => (
        <li key={r.id} className={styles.card}>
          <h2 style={{ fontSize: '1rem', margin: '0 0 4px' }}>{r.title}</h2>
          {r.report_reason ? (
            <p className={styles.reason} role="note"><strong>式場からの報告（公開中）：</strong>{r.report_reason}</p>
          ) : null}
          <p className={styles.meta}>{r.hall_name} ・ {r.nickname}さん（{r.reviewer_type_label}・{r.event_date}） ・ 投稿 {formatDateTimeJa(r.posted_at)}</p>
          <p className={styles.meta}>総合 {r.rating.toFixed(1)} ／ {reviewCategoryKeys.map((k) => `${REVIEW_CATEGORY_LABELS[k]} ${r.scores[k]}`).join('・')}</p>
          <p className={styles.body}>{r.body}</p>
          {r.photos.length ? (
            <ul className={styles.photos}>
              {r.photos.map((src, i) => <li key={src}><img src={src} alt={`投稿写真${i + 1}`} width={96} height={96} loading="lazy" decoding="async" /></li>)}
            </ul>
          ) : null}
          <StaffActions id={r.id} approve="approveReview" reject="rejectReview" label="承認して公開する" />
        </li>
      )}
    </StaffPage>
  );
}

export const getServerSideProps: GetServerSideProps<StaffReviewsProps> = (ctx) =>
  loadStaffPage(ctx, async (api) => ({ meta: pageMeta('/staff/reviews', '口コミの審査', 'スタッフ用：投稿された口コミの審査', { noindex: true }), items: (await api.call(listPendingReviews, {})).items }));
