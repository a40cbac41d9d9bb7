import type { GetServerSideProps } from 'next';
import type { PartnerHall } from '@/api/contract/partners';
import { listPartnerReviews, type PartnerReview } from '@/api/contract/partnerDesk';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { ReviewReply } from '@/components/partners/ReviewReply';
import styles from '@/components/partners/Partner.module.css';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerReviewsProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  reviews: PartnerReview[];
}

/** /partner/reviews: the hall's published reviews, its replies and reports. */
export default function PartnerReviewsPage({ meta, hall, halls, reviews }: PartnerReviewsProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/reviews" hall={hall} halls={halls}>
      {reviews.length ? <ul className={styles.cards}>{reviews.map((r) => <ReviewReply key={r.id} hallId={hall.id} review={r} />)}</ul> : <p className={styles.meta}>公開中の口コミはまだありません。</p>}
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerReviewsProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/reviews', '口コミ', '式場の管理画面：口コミへの返信と報告', { noindex: true }),
    reviews: (await api.call(listPartnerReviews, { hall_id: hall.id })).items,
  })) as never;
