import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getReviewEligibility, type ReviewEligibility } from '@/api/contract/memberReviews';
import { isApiClientError } from '@/api/errors';
import { ReviewForm } from '@/components/rewards/ReviewForm';
import styles from '@/components/rewards/Rewards.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';
import { VerifyEmailNotice } from '@/components/accounts/VerifyEmailNotice';

export interface WriteReviewPageProps {
  meta: PageMeta;
  eligibility: ReviewEligibility;
}

/** /halls/{id}/review: a member who attended a fair there or married there writes a review. */
export default function WriteReviewPage({ meta, eligibility }: WriteReviewPageProps) {
  const { hall } = eligibility;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'トップ', href: '/' }, { name: hall.name, href: `/halls/${hall.id}` }, { name: '口コミを投稿する' }]} />
      <h1>{hall.name}の口コミを投稿する</h1>
      <VerifyEmailNotice what="口コミの投稿" />
      {eligibility.options.length ? (
        <ReviewForm eligibility={eligibility} />
      ) : (
        <p>
          口コミを投稿できるのは、ムスビで予約したフェアに参加された方（式場で来館を確認済み）と、この式場で挙式された方です。
          <Link href={`/halls/${hall.id}/fairs`}>この式場のフェアを見る</Link>
        </p>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<WriteReviewPageProps> = async (ctx) => {
  const raw = ctx.params?.id;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return { notFound: true };
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  try {
    const eligibility = await m.api.call(getReviewEligibility, { hall_id: Number(raw) });
    return { props: { meta: pageMeta(`/halls/${raw}/review`, `${eligibility.hall.name}の口コミを投稿する`, `${eligibility.hall.name}の口コミ投稿フォームです。`, { noindex: true }), eligibility } };
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return { notFound: true };
    throw e;
  }
};
