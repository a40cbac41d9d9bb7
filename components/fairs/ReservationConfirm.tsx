import type { FairDetail } from '../../api/contract/fairs';
import { GENDER_LABELS, labelOf } from '../../lib/vocabularyLabel';
import { preferredWeddingDate, SEASON_PICK_DATE, type ReservationFormValues } from './reservationFormValues';
import styles from './ReservationForm.module.css';

// The confirmation step (確認): ReservationForm loads it with her first valid 確認画面へ進む (or her first focus in the form).


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
    ['性別', values.gender ? labelOf(GENDER_LABELS, values.gender) : '回答しない'],
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
