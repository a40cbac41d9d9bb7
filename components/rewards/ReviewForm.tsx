import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { FormField } from '../accounts/FormField';
import formStyles from '../accounts/AccountForm.module.css';
import { REVIEW_CATEGORY_LABELS, reviewCategoryKeys, SEASON_LABELS, seasonKeys } from '../../api/contract/reviewVocabulary';
import type { ReviewEligibility, ReviewFormInput } from '../../api/contract/memberReviews';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN } from '../../api/contract/memberReviewLimits';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { submitReview } from '../../store/slices/rewards';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { formatDateTimeJa } from './format';
import { postedIssue, postedText, withPosted, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';
import { ErrorSummary } from '../ui/ErrorSummary';
import styles from './Rewards.module.css';
import { chosenFiles, reviewFields, type ReviewFormValues } from './formValues';

// The rules (the endpoint's own, api/contract/memberReviews) load with her first focus in the form.
const resolver = jaResolver(() => import('./reviewFormSchema').then((m) => m.reviewFormSchema));

/** 口コミを投稿する: the six scores, type, season, title, text and up to four photos. */
export function ReviewForm({ eligibility, post }: { eligibility: ReviewEligibility; post?: FormPost }) {
  const posted = post?.posted ?? null;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector((s) => s.rewards.review);
  const open = eligibility.options.filter((o) => !o.already_posted);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, submitCount },
    engine,
    preload,
  } = useLazyForm<ReviewFormValues>({
    resolver,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: withPosted<ReviewFormValues>({
      reviewer_type: open[0]?.reviewer_type ?? 'fair',
      score_ceremony: '',
      score_reception: '',
      score_food: '',
      score_staff: '',
      score_cost: '',
      score_location: '',
      season: '',
      title: '',
      body: '',
      guest_count: '',
      cost: '',
    }, posted),
  });
  // Her own checks' messages once the scripts run, else those of a post the server refused.
  type Name = Exclude<keyof ReviewFormValues, 'photos'>;
  const messageOf = (name: Name | 'photos') => (errors as Record<string, { message?: string } | undefined>)[name]?.message ?? (submitCount === 0 ? postedIssue(posted, name) : undefined);
  const kept = (name: Name) => ({ defaultValue: postedText(posted, name) });
  const summaryFields = [...reviewCategoryKeys.map((k) => `score_${k}` as const), 'season', 'title', 'body', 'guest_count', 'cost', 'photos'] as const;
  const summary = summaryFields.flatMap((name) => (messageOf(name) ? [{ id: `review-${name}`, message: messageOf(name)! }] : []));
  const postedMessage = posted && !posted.issues.length ? posted.message : null;
  const type = watch('reviewer_type');
  const chosen = open.find((o) => o.reviewer_type === type);
  const sending = state.fetching || isSubmitting;

  // The values as typed (the server parses them), empty fields left out, with the chosen photos.
  const send = async (v: ReviewFormValues) => {
    const input = { hall_id: eligibility.hall.id, photos: chosenFiles(v.photos), ...reviewFields(v) };
    const result = await dispatch(submitReview(input as ReviewFormInput));
    if (submitReview.fulfilled.match(result)) await router.push('/mypage/reviews?posted=1');
  };

  if (!open.length) return <p>この式場にはすでに口コミを投稿済みです。<Link href="/mypage/reviews">投稿した口コミ</Link>で審査の状況を確認できます。</p>;
  return (
    <form method="post" action={`/halls/${eligibility.hall.id}/review`} encType="multipart/form-data" className={formStyles.form} onFocus={preload} onSubmit={handleSubmit(send)} noValidate>
      {engine}
      <CsrfField token={post?.csrf} />
      <ErrorSummary items={summary} attempt={submitCount} />
      {state.status === 'failed' && state.error ? <p role="alert" className={formStyles.serverError}>{state.error}</p> : null}
      {postedMessage ? <p role="alert" className={formStyles.serverError}>{postedMessage}</p> : null}
      {open.length > 1 ? (
        <fieldset className={styles.scores}>
          <legend>投稿者の種類</legend>
          <div className={styles.stars}>
            {open.map((o) => (
              <label key={o.reviewer_type} style={{ padding: '0 12px' }}>
                <input type="radio" value={o.reviewer_type} defaultChecked={o.reviewer_type === open[0].reviewer_type} {...register('reviewer_type')} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p>投稿者の種類：{open[0].label}</p>
      )}
      {chosen?.deadline ? (
        <p className={styles.success}>
          {formatDateTimeJa(chosen.deadline, { deadline: true })}までに投稿し、掲載されると、ギフト券10,000円分をお贈りします。
        </p>
      ) : null}
      {reviewCategoryKeys.map((key) => {
        const name = `score_${key}` as const;
        const message = messageOf(name);
        return (
          <fieldset key={key} className={styles.scores} aria-describedby={message ? `${name}-error` : undefined}>
            <legend>{REVIEW_CATEGORY_LABELS[key]}<span className={formStyles.required} style={{ marginLeft: 8 }}>必須</span></legend>
            <div className={styles.stars}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n}>
                  <input type="radio" id={n === 1 ? `review-${name}` : undefined} value={n} defaultChecked={postedText(posted, name) === String(n)} {...register(name)} aria-label={`${REVIEW_CATEGORY_LABELS[key]} ${n}点`} />
                  <span aria-hidden="true">{n}</span>
                </label>
              ))}
            </div>
            {message ? <p id={`${name}-error`} className={formStyles.error}>{message}</p> : null}
          </fieldset>
        );
      })}
      <FormField id="review-season" label="季節" required error={messageOf('season')}>
        {(p) => (
          <select {...p} {...register('season')} {...kept('season')} className={formStyles.input}>
            <option value="">選択してください</option>
            {seasonKeys.map((s) => <option key={s} value={s}>{SEASON_LABELS[s]}</option>)}
          </select>
        )}
      </FormField>
      <FormField id="review-title" label="タイトル" required error={messageOf('title')} hint={`${REVIEW_TITLE_MIN}〜${REVIEW_TITLE_MAX}文字`}>
        {(p) => <input {...p} {...register('title')} {...kept('title')} type="text" maxLength={REVIEW_TITLE_MAX} className={formStyles.input} />}
      </FormField>
      <FormField id="review-body" label="口コミ本文" required error={messageOf('body')} hint={`${REVIEW_BODY_MIN}〜${REVIEW_BODY_MAX}文字。見学・挙式で感じたことを具体的に書いてください`}>
        {(p) => <textarea {...p} {...register('body')} {...kept('body')} maxLength={REVIEW_BODY_MAX} className={styles.textarea} />}
      </FormField>
      {type === 'married' ? (
        <>
          <FormField id="review-guest_count" label="招待人数（名）" error={messageOf('guest_count')} hint="半角数字・任意">
            {(p) => <input {...p} {...register('guest_count')} {...kept('guest_count')} type="text" inputMode="numeric" className={formStyles.input} />}
          </FormField>
          <FormField id="review-cost" label="総費用（円）" error={messageOf('cost')} hint="半角数字・任意">
            {(p) => <input {...p} {...register('cost')} {...kept('cost')} type="text" inputMode="numeric" className={formStyles.input} />}
          </FormField>
        </>
      ) : null}
      <FormField id="review-photos" label="写真" error={messageOf('photos')} hint={`${REVIEW_PHOTOS_MAX}枚まで・任意。位置情報などの撮影情報は取り除いて保存します`}>
        {(p) => <input {...p} {...register('photos')} type="file" accept="image/jpeg,image/png,image/webp" multiple className={formStyles.input} />}
      </FormField>
      <button type="submit" className={formStyles.submit} disabled={sending}>{sending ? '送信中...' : '口コミを投稿する'}</button>
      <p className={styles.meta}>投稿された口コミは、スタッフの審査を経て掲載されます。</p>
    </form>
  );
}
