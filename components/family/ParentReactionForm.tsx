import { useState, type FormEvent } from 'react';
import type { ParentView } from '../../api/contract/parents';
import { PARENT_QUESTIONS, PARENT_REACTION_KEYS, PARENT_REACTIONS, type ParentReaction } from '../../lib/family/parents';
import { commentField, NO_REACTION, reactionDraftFromFields, reactionField } from '../../lib/family/parentReactionFields';
import type { FormPost } from '../../lib/form/postedForm';
import { sendParentReactions } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CsrfField } from '../ui/CsrfField';
import { answerText } from './answerText';
import form from './form.module.css';
import styles from './page.module.css';
import elder from './ParentPage.module.css';

type Draft = Record<string, { reaction?: ParentReaction; comment: string }>;

export const REACTIONS_SENT = 'リアクションを送りました。ふたりに届いています。選び直して、もう一度送ることもできます。';

/**
 * A parent reacts to each of the couple's answers with one of the four labels and a comment. It
 * posts to its own page without the page's scripts (pages/parents/r/[token].tsx); once sent, the
 * notice stays on the page (`sent`: after a post that went through, the page says so too).
 */
export function ParentReactionForm({ token, view, post, sent = false }: { token: string; view: ParentView; post?: FormPost | null; sent?: boolean }) {
  const posted = post?.posted ?? null;
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.family.parents.reactions.fetching);
  const [draft, setDraft] = useState<Draft>(() =>
    posted ? reactionDraftFromFields(posted.values) : Object.fromEntries(Object.entries(view.reactions).map(([k, r]) => [k, { reaction: r.reaction, comment: r.comment }])),
  );
  const [error, setError] = useState<string | null>(posted?.message ?? null);
  const [done, setDone] = useState(sent);
  const answered = PARENT_QUESTIONS.filter((q) => view.answers[String(q.id)]);
  const set = (qid: string, next: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [qid]: { ...(d[qid] ?? { comment: '' }), ...next } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const reactions = Object.fromEntries(Object.entries(draft).filter(([, r]) => r.reaction).map(([k, r]) => [k, { reaction: r.reaction!, comment: r.comment }]));
    if (!Object.keys(reactions).length) {
      setError(NO_REACTION);
      return;
    }
    setError(null);
    const r = await dispatch(sendParentReactions({ token, reactions: JSON.stringify(reactions) }));
    if (sendParentReactions.fulfilled.match(r)) setDone(true);
    else setError('送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
  }

  return (
    <form method="post" action={`/parents/r/${token}`} className={form.form} onSubmit={onSubmit} noValidate aria-label="リアクション">
      <CsrfField token={post?.csrf} />
      {answered.map((q) => {
        const qid = String(q.id);
        return (
          <fieldset key={q.id} className={`${form.group} ${styles.card}`}>
            <legend className={form.legend}>{q.title}</legend>
            <p>{answerText(view.answers[qid])}</p>
            <div className={form.choices}>
              {PARENT_REACTION_KEYS.map((k) => (
                <label key={k} className={form.choice}>
                  <input type="radio" name={reactionField(q.id)} value={k} checked={draft[qid]?.reaction === k} onChange={() => set(qid, { reaction: k })} />
                  {PARENT_REACTIONS[k]}
                </label>
              ))}
            </div>
            <textarea name={commentField(q.id)} className={form.textarea} rows={2} maxLength={500} aria-label={`${q.title}へのコメント`} placeholder="ひとことコメント（任意）" value={draft[qid]?.comment ?? ''} onChange={(e) => set(qid, { comment: e.target.value })} />
          </fieldset>
        );
      })}
      {error ? <p role="alert" className={form.alert}>{error}</p> : null}
      {/* Stays once sent: a parent who looks away and back still sees that it went. */}
      {done && !error ? <p role="status" className={elder.sent}>{REACTIONS_SENT}</p> : null}
      <button type="submit" className={form.submit} disabled={saving}>{saving ? '送信中...' : 'リアクションを送る'}</button>
    </form>
  );
}
