import { useId, useState } from 'react';
import { browserApi } from '../../api/client';
import { COMMENT_MAX, COMMENTER_NAME_MAX, CLIP_MSG } from '../../api/contract/clipLimits';
import type { HallClipComment } from '../../api/contract/clips';
import { errorMessage } from '../../api/errors';
import styles from './Clips.module.css';

/** A comment on one hall of a shared list: a name (「母」) and the comment; no account needed. */
export function CommentForm({ hash, clipId, hallName, defaultName, onPosted }: { hash: string; clipId: number; hallName: string; defaultName: string; onPosted(c: HallClipComment): void }) {
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(CLIP_MSG.nameRequired);
    if (!comment.trim()) return setError(CLIP_MSG.commentRequired);
    setSending(true);
    setError(null);
    try {
      // The endpoint (zod) loads with the first comment, not with the shared list.
      const { addHallClipComment } = await import('../../api/contract/clips');
      const posted = await browserApi().call(addHallClipComment, { hash, hall_clip_id: clipId, comment, name });
      onPosted(posted);
      setComment('');
    } catch (err) {
      setError(errorMessage(err, 'コメントを送信できませんでした。もう一度お試しください'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`${hallName}へのコメント`} noValidate>
      <label htmlFor={`${id}-name`}>お名前（例：母、父、彼）</label>
      <input id={`${id}-name`} type="text" value={name} maxLength={COMMENTER_NAME_MAX} autoComplete="nickname" required onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-comment`}>コメント</label>
      <textarea id={`${id}-comment`} value={comment} maxLength={COMMENT_MAX} required onChange={(e) => setComment(e.target.value)} placeholder="この式場について、感想やアドバイスをどうぞ" />
      <div className={styles.formRow}>
        <span className={styles.hint}>{comment.length} / {COMMENT_MAX}文字</span>
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={sending}>{sending ? '送信中...' : '送信する'}</button>
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </form>
  );
}
