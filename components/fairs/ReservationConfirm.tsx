import type { FairDetail } from '../../api/contract/fairs';
import { vocabularyLabel } from '../../lib/vocabulary';
import { preferredWeddingDate, SEASON_PICK_DATE, type ReservationFormValues } from './reservationFormValues';
import styles from './ReservationForm.module.css';

const STEPS = [
  ['input', '入力'],
  ['confirm', '確認'],
  ['done', '完了'],
] as const;

/** 入力 → 確認 → 完了, the step she is on marked for screen readers too. */
export function ReservationSteps({ current }: { current: (typeof STEPS)[number][0] }) {
  return (
    <ol className={styles.steps} aria-label="予約の手順">
      {STEPS.map(([key, label], i) => (
        <li key={key} className={key === current ? styles.stepCurrent : undefined} aria-current={key === current ? 'step' : undefined}>
          <span aria-hidden="true">{i + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** The values she entered, to check before the reservation is sent. */
export function ReservationConfirm({ fair, values, seasons, answer, sending, onBack, onConfirm }: {
  fair: FairDetail;
  values: ReservationFormValues;
  seasons: { value: string; label: string }[];
  answer: string | null;
  sending: boolean;
  onBack(): void;
  onConfirm(): void;
}) {
  const wedding = values.wedding_season === SEASON_PICK_DATE ? preferredWeddingDate(values) : seasons.find((s) => s.value === values.wedding_season)?.label;
  const rows: [string, string][] = [
    ['フェア', fair.name],
    ['参加時間', values.hold_time],
    ['お名前', `${values.last_name} ${values.first_name}（${values.last_name_kana} ${values.first_name_kana}）`],
    ['メールアドレス', values.email],
    ['電話番号', values.tel],
    ['性別', values.gender ? vocabularyLabel('gender', values.gender) : '回答しない'],
    ['参加人数', `${values.number_of_participants}名`],
    ['挙式予定時期', wedding || '未定'],
    ['ご質問・ご要望', values.message.trim() || 'なし'],
  ];
  return (
    <section className={styles.confirm} aria-labelledby="reserve-confirm-title">
      <h3 id="reserve-confirm-title">入力内容の確認</h3>
      <dl className={styles.confirmList}>
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {answer ? <p className={styles.answer} role="alert">{answer}</p> : null}
      <button type="button" className={styles.submit} onClick={onConfirm} disabled={sending} aria-busy={sending}>
        {sending ? '送信中...' : 'この内容で予約する'}
      </button>
      <button type="button" className={styles.back} onClick={onBack} disabled={sending}>入力内容を修正する</button>
      <p className={styles.note}>ご予約の確認メールをお送りします。式場からご連絡させていただく場合があります。</p>
    </section>
  );
}
