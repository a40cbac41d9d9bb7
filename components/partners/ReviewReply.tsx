import { useState } from 'react';
import type { PartnerReview } from '../../api/contract/partnerDesk';
import { useAct } from './ActionButton';
import styles from './Partner.module.css';

/** A published review: the hall's one public reply (editable) and a report to the moderators. */
export function ReviewReply({ hallId, review: initial }: { hallId: number; review: PartnerReview }) {
  const [review, setReview] = useState(initial);
  const [body, setBody] = useState(initial.reply?.body ?? '');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { run, busy, alert } = useAct();
  const reply = async () => {
    const res = await run({ type: 'reply', hallId, id: review.id, body });
    if (res?.type === 'reply') {
      setReview(res.review);
      setNotice('返信を公開しました');
    }
  };
  const report = async () => {
    const res = await run({ type: 'report', hallId, id: review.id, reason });
    if (res?.type === 'report') {
      setReview({ ...review, reported: true });
      setNotice(res.message);
    }
  };
  return (
    <li className={styles.card}>
      <h2>{review.title}</h2>
      <p className={styles.meta}>{review.nickname}さん（{review.reviewer_type_label}）・ 評価 {review.rating.toFixed(1)} ・ {review.posted_at.slice(0, 10)}</p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{review.body}</p>
      <label htmlFor={`reply-${review.id}`} className={styles.meta}>{review.reply ? '式場からの返信（公開中・編集できます）' : '式場からの返信（口コミの下に公開されます）'}</label>
      <textarea id={`reply-${review.id}`} className={styles.textarea} maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} />
      <div className={styles.row}>
        <button type="button" className={styles.button} disabled={busy || !body.trim() || body === review.reply?.body} onClick={reply}>{review.reply ? '返信を更新する' : '返信を公開する'}</button>
      </div>
      {review.reported ? (
        <p className={styles.meta}>運営に報告済みです。</p>
      ) : (
        <details>
          <summary className={styles.meta}>運営に報告する</summary>
          <label htmlFor={`report-${review.id}`} className={styles.meta}>報告の理由</label>
          <textarea id={`report-${review.id}`} className={styles.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="button" className={styles.secondary} disabled={busy || !reason.trim()} onClick={report}>報告する</button>
        </details>
      )}
      {alert}
      {notice ? <p role="status" className={styles.notice}>{notice}</p> : null}
    </li>
  );
}
