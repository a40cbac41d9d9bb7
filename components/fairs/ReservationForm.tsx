import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ReservationSteps } from './ReservationSteps';
import type { FieldErrors } from 'react-hook-form';
import type { FairDetail } from '../../api/contract/fairs';
import { MAX_PARTICIPANTS, normaliseKana } from '../../api/contract/fairRules';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { cvDevice, storedUtm } from './attribution';
import { rememberLastReservation } from './lastReservation';
import { SlotPicker } from './SlotPicker';
import { optionForQuarter, weddingSeasonOptions } from './weddingSeasons';
import { preferredWeddingDate, SEASON_PICK_DATE, type ReservationFormValues } from './reservationFormValues';
import styles from './ReservationForm.module.css';
import { jaResolver } from '../../lib/form/jaResolver';
import { REVIEW_POST_PERIOD_DAY, REVIEW_POST_PERIOD_HOUR } from '../../lib/constants';
import { addDays } from '../../lib/japanDate';
import { formatDateJa } from '../../lib/format';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { postedIssue, postedText, withPosted, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';
import { ErrorSummary } from '../ui/ErrorSummary';

type Field = keyof ReservationFormValues;

const SEND_FAILED = '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください';

// The schema and zod load with her first focus in the form (or the first check), not with the fair page.
const resolver = jaResolver(() => import('./reservationFormSchema').then((m) => m.reservationFormSchema));
// So do the confirmation step's view (shown once the values are valid) and the fairs slice (the
// reservation call): until it has joined the store, its state is absent (read with `?.`).
const confirmView = () => import('./ReservationConfirm').then((m) => m.ReservationConfirm);
type ConfirmView = Awaited<ReturnType<typeof confirmView>>;
const fairsSlice = () => import('../../store/slices/fairs');
const preloadSteps = () => {
  void confirmView().catch(() => undefined);
  void fairsSlice().catch(() => undefined);
};

/** The fields in the order she fills them: the error summary lists their messages so (each links to its input's id). */
const FIELDS: readonly Field[] = ['hold_time', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'email', 'tel', 'gender', 'number_of_participants', 'wedding_date', 'message'];

/** A field's message: her own check once the scripts run, else a refused post's (sent before they arrived). */
type MessageOf = (name: Field) => string | undefined;

function ErrorText({ messageOf, name }: { messageOf: MessageOf; name: Field }) {
  const message = messageOf(name);
  return message ? <p id={`${name}-error`} className={styles.error}>{message}</p> : null;
}

const invalidOf = (messageOf: MessageOf) => (name: Field) => ({
  'aria-invalid': messageOf(name) ? true : undefined,
  'aria-describedby': messageOf(name) ? `${name}-error` : undefined,
});

/**
 * The fair reservation form (lib/form useForm + zod loaded on demand, §5 messages). The button stays disabled
 * from submit until the answer; a reservation leads to the confirmation page.
 */
export function ReservationForm({ fair, today, post }: { fair: FairDetail; today: string; post?: FormPost | null }) {
  const posted = post?.posted ?? null;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const me = useAppSelector((s) => s.user?.me?.data ?? null);
  const isInApp = useAppSelector((s) => s.app.isInApp);
  const call = useAppSelector((s) => s.fairs?.reservation);
  const seasons = useMemo(() => weddingSeasonOptions(today), [today]);
  const [answer, setAnswer] = useState<string | null>(null);
  // 入力 → 確認 → 完了: valid values wait here for her to confirm them.
  const [confirming, setConfirming] = useState<ReservationFormValues | null>(null);
  const [Confirm, setConfirm] = useState<ConfirmView | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstOpen = fair.slots.find((s) => s.remaining > 0);

  const { register, handleSubmit, watch, setValue, getValues, formState: { errors, isSubmitting, submitCount }, engine, preload: preloadForm } = useLazyForm<ReservationFormValues>({
    resolver,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: withPosted({
      fair_id: String(fair.id),
      hold_time: fair.slots.length === 1 && firstOpen ? firstOpen.hold_time : '',
      last_name: '',
      first_name: '',
      last_name_kana: '',
      first_name_kana: '',
      email: '',
      tel: '',
      gender: '',
      number_of_participants: '2',
      wedding_season: '',
      wedding_date: '',
      message: '',
    }, posted),
  });
  const messageOf: MessageOf = (name) => (errors as FieldErrors<ReservationFormValues>)[name]?.message ?? (submitCount === 0 ? postedIssue(posted, name) : undefined);
  const invalid = (_errors: unknown, name: Field) => invalidOf(messageOf)(name);
  const kept = (name: Field) => ({ defaultValue: postedText(posted, name) });
  const summary = FIELDS.flatMap((name) => (messageOf(name) ? [{ id: name, message: messageOf(name)! }] : []));
  const postedMessage = posted && !posted.issues.length ? posted.message : null;

  // A signed-in couple does not type again what their account knows, nor the names of her last booking.
  useEffect(() => {
    if (!me) return;
    if (!getValues('email')) setValue('email', me.email);
    if (!getValues('wedding_season')) setValue('wedding_season', optionForQuarter(seasons, me.wedding_season));
    let live = true;
    void fairsSlice()
      .then((m) => dispatch(m.fetchReservationNames()).unwrap())
      .then((names) => {
        if (!live || !names) return;
        for (const k of ['last_name', 'first_name', 'last_name_kana', 'first_name_kana'] as const) if (!getValues(k)) setValue(k, names[k]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [me, seasons, getValues, setValue, dispatch]);

  // Another fair's answer is forgotten (only a loaded slice can hold one).
  useEffect(() => {
    const previous = store.getState().fairs?.reservation;
    if (previous && previous.status !== 'idle') void fairsSlice().then((f) => dispatch(f.fairsActions.resetReservation()));
  }, [dispatch, store, fair.id]);

  const season = watch('wedding_season');
  const preload = () => {
    preloadForm();
    preloadSteps();
  };
  const sending = Boolean(call?.fetching) || isSubmitting;

  const toStep = async (values: ReservationFormValues | null) => {
    if (values && !Confirm) {
      const view = await confirmView();
      setConfirm(() => view);
    }
    setAnswer(null);
    setConfirming(values);
    // Focus (and so scroll) to the top of the step she is now on.
    window.requestAnimationFrame(() => stepRef.current?.focus());
  };

  async function onSubmit(v: ReservationFormValues) {
    setAnswer(null);
    const { submitReservation } = await fairsSlice().catch(() => ({ submitReservation: null }));
    if (!submitReservation) return setAnswer(SEND_FAILED);
    const action = await dispatch(
      submitReservation({
        fair_id: Number(v.fair_id),
        hold_time: v.hold_time,
        last_name: v.last_name.trim(),
        first_name: v.first_name.trim(),
        last_name_kana: normaliseKana(v.last_name_kana),
        first_name_kana: normaliseKana(v.first_name_kana),
        email: v.email.trim(),
        tel: v.tel.trim(),
        gender: (v.gender || undefined) as 'female' | undefined,
        number_of_participants: Number(v.number_of_participants),
        preferred_wedding_date: preferredWeddingDate(v),
        message: v.message.trim() || undefined,
        user_id: me?.user_id,
        cv_device: cvDevice(isInApp),
        ...storedUtm(),
      }),
    );
    if (submitReservation.fulfilled.match(action)) {
      if (action.payload.result) {
        rememberLastReservation(action.payload.reservation);
        await router.push(`/reservations/complete?hall=${fair.hall_id}`);
        return;
      }
      setAnswer(action.payload.message);
    } else {
      setAnswer(action.payload ?? SEND_FAILED);
    }
  }

  if (fair.is_past) {
    return <p className={styles.closed} role="status">このフェアの予約受付は終了しました。ほかの日程をお選びください。</p>;
  }

  return (
    <div ref={stepRef} tabIndex={-1} className={styles.flow} data-reservation-step={confirming ? 'confirm' : 'input'}>
    <ReservationSteps current={confirming ? 'confirm' : 'input'} />
    {confirming && Confirm ? (
      <Confirm fair={fair} values={confirming} seasons={seasons} answer={answer} sending={sending} onBack={() => void toStep(null)} onConfirm={() => onSubmit(confirming)} />
    ) : null}
    <form method="post" action={`/halls/${fair.hall_id}/fairs/${fair.id}#reserve`} className={styles.form} onFocus={preload} onSubmit={handleSubmit(toStep)} noValidate aria-labelledby="reserve-title" hidden={confirming !== null}>
      {engine}
      <CsrfField token={post?.csrf} />
      <ErrorSummary items={summary} attempt={submitCount} />
      {postedMessage ? <p role="alert" className={styles.error}>{postedMessage}</p> : null}
      <input type="hidden" {...register('fair_id')} defaultValue={String(fair.id)} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>参加時間<span className={styles.required}>必須</span></legend>
        <SlotPicker slots={fair.slots} registration={register('hold_time')} firstId="hold_time" checkedValue={postedText(posted, 'hold_time')} describedBy={messageOf('hold_time') ? 'hold_time-error' : undefined} />
        <ErrorText messageOf={messageOf} name="hold_time" />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>お名前<span className={styles.required}>必須</span></legend>
        <div className={styles.pair}>
          <div>
            <label htmlFor="last_name" className={styles.sub}>姓</label>
            <input id="last_name" autoComplete="family-name" className={styles.input} {...register('last_name')} {...kept('last_name')} {...invalid(errors, 'last_name')} />
            <ErrorText messageOf={messageOf} name="last_name" />
          </div>
          <div>
            <label htmlFor="first_name" className={styles.sub}>名</label>
            <input id="first_name" autoComplete="given-name" className={styles.input} {...register('first_name')} {...kept('first_name')} {...invalid(errors, 'first_name')} />
            <ErrorText messageOf={messageOf} name="first_name" />
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>フリガナ<span className={styles.required}>必須</span></legend>
        <div className={styles.pair}>
          <div>
            <label htmlFor="last_name_kana" className={styles.sub}>セイ</label>
            <input id="last_name_kana" placeholder="サトウ" className={styles.input} {...register('last_name_kana')} {...kept('last_name_kana')} {...invalid(errors, 'last_name_kana')} />
            <ErrorText messageOf={messageOf} name="last_name_kana" />
          </div>
          <div>
            <label htmlFor="first_name_kana" className={styles.sub}>メイ</label>
            <input id="first_name_kana" placeholder="ミサキ" className={styles.input} {...register('first_name_kana')} {...kept('first_name_kana')} {...invalid(errors, 'first_name_kana')} />
            <ErrorText messageOf={messageOf} name="first_name_kana" />
          </div>
        </div>
      </fieldset>

      <div className={styles.group}>
        <label htmlFor="email" className={styles.legend}>メールアドレス<span className={styles.required}>必須</span></label>
        <input id="email" type="email" inputMode="email" autoComplete="email" className={styles.input} {...register('email')} {...kept('email')} {...invalid(errors, 'email')} />
        <ErrorText messageOf={messageOf} name="email" />
      </div>

      <div className={styles.group}>
        <label htmlFor="tel" className={styles.legend}>電話番号<span className={styles.required}>必須</span></label>
        <input id="tel" type="tel" inputMode="tel" autoComplete="tel" placeholder="090-1234-5678" className={styles.input} {...register('tel')} {...kept('tel')} {...invalid(errors, 'tel')} />
        <p className={styles.hint}>半角数字（ハイフンあり・なしどちらでも）</p>
        <ErrorText messageOf={messageOf} name="tel" />
      </div>

      <fieldset className={styles.group} {...invalid(errors, 'gender')}>
        <legend className={styles.legend}>性別<span className={styles.optional}>任意</span></legend>
        <div className={styles.radios}>
          {([['female', '女性'], ['male', '男性'], ['other', 'その他']] as const).map(([value, label]) => (
            <label key={value} className={styles.radio}>
              <input type="radio" id={value === 'female' ? 'gender' : undefined} value={value} defaultChecked={postedText(posted, 'gender') === value} {...register('gender')} /> {label}
            </label>
          ))}
        </div>
        <ErrorText messageOf={messageOf} name="gender" />
      </fieldset>

      <div className={styles.group}>
        <label htmlFor="number_of_participants" className={styles.legend}>参加人数<span className={styles.required}>必須</span></label>
        <select id="number_of_participants" className={styles.select} {...register('number_of_participants')} defaultValue={postedText(posted, 'number_of_participants') ?? '2'} {...invalid(errors, 'number_of_participants')}>
          <option value="">選択してください</option>
          {Array.from({ length: MAX_PARTICIPANTS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>{n}名</option>
          ))}
        </select>
        <ErrorText messageOf={messageOf} name="number_of_participants" />
      </div>

      <div className={styles.group}>
        <label htmlFor="wedding_season" className={styles.legend}>挙式予定時期<span className={styles.optional}>任意</span></label>
        <select id="wedding_season" className={styles.select} {...register('wedding_season')} {...kept('wedding_season')}>
          <option value="">未定</option>
          {seasons.map((s) => (
            <option key={s.value} value={s.value}>{s.label}</option>
          ))}
          <option value={SEASON_PICK_DATE}>日付で指定する</option>
        </select>
        {season === SEASON_PICK_DATE ? (
          <>
            <label htmlFor="wedding_date" className={styles.sub}>挙式予定日</label>
            <input id="wedding_date" type="date" min={today} className={styles.input} {...register('wedding_date')} {...kept('wedding_date')} {...invalid(errors, 'wedding_date')} />
            <ErrorText messageOf={messageOf} name="wedding_date" />
          </>
        ) : null}
      </div>

      <div className={styles.group}>
        <label htmlFor="message" className={styles.legend}>ご質問・ご要望<span className={styles.optional}>任意</span></label>
        <textarea id="message" rows={4} className={styles.textarea} {...register('message')} {...kept('message')} {...invalid(errors, 'message')} />
        <ErrorText messageOf={messageOf} name="message" />
      </div>

      <button type="submit" className={styles.submit}>
        確認画面へ進む
      </button>
      <p className={styles.note}>次の画面で入力内容をご確認いただいてから、予約が確定します。</p>
      <p className={styles.note}>
        フェアに参加されたら、{formatDateJa(addDays(fair.hold_at.slice(0, 10), REVIEW_POST_PERIOD_DAY))} {REVIEW_POST_PERIOD_HOUR}:00までに会員として口コミを投稿し、掲載されると、ギフト券10,000円分をお贈りします。
      </p>
    </form>
    </div>
  );
}
