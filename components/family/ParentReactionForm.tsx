import { useState, type FormEvent } from 'react';
import type { ParentView } from '../../api/contract/parents';
import { PARENT_QUESTIONS, PARENT_REACTION_KEYS, PARENT_REACTIONS, type ParentReaction } from '../../lib/family/parents';
import { sendParentReactions } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ActionToast, useToast } from '../ui/ActionToast';
import { answerText } from './answerText';
import form from './form.module.css';
import styles from './page.module.css';

type Draft = Record<string, { reaction?: ParentReaction; comment: string }>;

/** A parent reacts to each of the couple's answers with one of the four labels and a comment. */
export function ParentReactionForm({ token, view }: { token: string; view: ParentView }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.family.parents.reactions.fetching);
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(Object.entries(view.reactions).map(([k, r]) => [k, { reaction: r.reaction, comment: r.comment }])));
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const answered = PARENT_QUESTIONS.filter((q) => view.answers[String(q.id)]);
  const set = (qid: string, next: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [qid]: { ...(d[qid] ?? { comment: '' }), ...next } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const reactions = Object.fromEntries(Object.entries(draft).filter(([, r]) => r.reaction).map(([k, r]) => [k, { reaction: r.reaction!, comment: r.comment }]));
    if (!Object.keys(reactions).length) {
      setError('リアクションを1つ以上選択してください');
      return;
    }
    setError(null);
    const r = await dispatch(sendParentReactions({ token, reactions: JSON.stringify(reactions) }));
    if (sendParentReactions.fulfilled.match(r)) toast.say('リアクションを送りました');
    else setError('送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
  }

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label="リアクション">
      {answered.map((q) => {
        const qid = String(q.id);
        return (
          <fieldset key={q.id} className={`${form.group} ${styles.card}`}>
            <legend className={form.legend}>{q.title}</legend>
            <p>{answerText(view.answers[qid])}</p>
            <div className={form.choices}>
              {PARENT_REACTION_KEYS.map((k) => (
                <label key={k} className={form.choice}>
                  <input type="radio" name={`r${q.id}`} value={k} checked={draft[qid]?.reaction === k} onChange={() => set(qid, { reaction: k })} />
                  {PARENT_REACTIONS[k]}
                </label>
              ))}
            </div>
            <textarea className={form.textarea} rows={2} maxLength={500} aria-label={`${q.title}へのコメント`} placeholder="ひとことコメント（任意）" value={draft[qid]?.comment ?? ''} onChange={(e) => set(qid, { comment: e.target.value })} />
          </fieldset>
        );
      })}
      {error ? <p role="alert" className={form.alert}>{error}</p> : null}
      <ActionToast message={toast.message} nonce={toast.nonce}>
        <button type="submit" className={form.submit} disabled={saving}>{saving ? '送信中...' : 'リアクションを送る'}</button>
      </ActionToast>
    </form>
  );
}
