import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { getReviewEligibility, postReview, type ReviewEligibility } from '@/api/contract/memberReviews';
import type { FormPost } from '@/lib/form/postedForm';
import { fieldText, formPostProps, handleFormPost } from '@/server/forms/formPost';
import { reviewFormSchema } from '@/components/rewards/reviewFormSchema';
import { reviewFields, reviewScoreNames, type ReviewFormValues } from '@/components/rewards/formValues';
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
  form: FormPost;
}

/** /halls/{id}/review: a member who attended a fair there or married there writes a review. */
export default function WriteReviewPage({ meta, eligibility, form }: WriteReviewPageProps) {
  const { hall } = eligibility;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'トップ', href: '/' }, { name: hall.name, href: `/halls/${hall.id}` }, { name: '口コミを投稿する' }]} />
      <h1>{hall.name}の口コミを投稿する</h1>
      <VerifyEmailNotice what="口コミの投稿" />
      {eligibility.options.length ? (
        <ReviewForm eligibility={eligibility} post={form} />
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
  let posted = null;
  if (ctx.req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them): multipart, her photos too, then her reviews.
    const values = (f: Record<string, unknown>): ReviewFormValues =>
      Object.fromEntries([...reviewScoreNames, 'reviewer_type', 'season', 'title', 'body', 'guest_count', 'cost'].map((k) => [k, fieldText(f, k)])) as unknown as ReviewFormValues;
    const outcome = await handleFormPost(ctx.req, ctx.res, {
      endpoint: postReview,
      schema: reviewFormSchema,
      formValues: values,
      loginPath: '/login',
      input: (f) => {
        const photos = ([] as unknown[]).concat(f.photos ?? []).filter((p) => typeof p === 'object');
        return { hall_id: Number(raw), ...(photos.length ? { photos } : {}), ...reviewFields(values(f)) } as never;
      },
      done: () => '/mypage/reviews?posted=1',
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  }
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  try {
    const eligibility = await m.api.call(getReviewEligibility, { hall_id: Number(raw) });
    return { props: { meta: pageMeta(`/halls/${raw}/review`, `${eligibility.hall.name}の口コミを投稿する`, `${eligibility.hall.name}の口コミ投稿フォームです。`, { noindex: true }), eligibility, form: await formPostProps(ctx.req, ctx.res, posted) } };
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return { notFound: true };
    throw e;
  }
};
