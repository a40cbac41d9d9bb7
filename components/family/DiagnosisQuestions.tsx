import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { DIAGNOSIS_QUESTIONS } from '../../lib/family/diagnosis';
import { submitDiagnosis } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { diagnosisFailureText } from './diagnosisText';
import form from './form.module.css';
import { postedText, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';

/** The questions she left, and the answers she gave, of a post the server refused (sent before the page's scripts arrived). */
function postedAnswers(post: FormPost | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of DIAGNOSIS_QUESTIONS) {
    const v = postedText(post?.posted, q.id);
    if (v) out[q.id] = v;
  }
  return out;
}

/** The ten questions for one respondent; all must be answered. */
export function DiagnosisQuestions({ id, respondent, post }: { id: string; respondent: 1 | 2; post?: FormPost }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { answered, failedStatus } = useAppSelector((s) => s.family.diagnosis);
  const [answers, setAnswers] = useState<Record<string, string>>(() => postedAnswers(post));
  const [nickname, setNickname] = useState(() => postedText(post?.posted, 'nickname') ?? '');
  const [missing, setMissing] = useState<string[]>(() => (post?.posted ? post.posted.issues.map((i) => i.field) : []));
  const postedMessage = post?.posted && !post.posted.issues.length ? post.posted.message : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const left = DIAGNOSIS_QUESTIONS.filter((q) => !answers[q.id]).map((q) => q.id);
    setMissing(left);
    if (left.length) {
      document.getElementById(`q-${left[0]}`)?.focus();
      return;
    }
    const r = await dispatch(submitDiagnosis({ id, respondent, nickname, answers }));
    if (submitDiagnosis.fulfilled.match(r) || r.payload?.status === 409) await router.push(`/diagnosis/${id}/thanks/?respondent=${respondent}`);
  }

  return (
    <form method="post" action={`/diagnosis/${id}/?respondent=${respondent}`} className={form.form} onSubmit={onSubmit} noValidate aria-label="診断の質問">
      <CsrfField token={post?.csrf} />
      {missing.length ? <p role="alert" className={form.alert}>答えていない質問があります（{missing.length}問）。</p> : null}
      <div>
        <label className={form.label} htmlFor="nickname">ニックネーム（任意）</label>
        <input id="nickname" name="nickname" className={form.input} maxLength={20} value={nickname} onChange={(e) => setNickname(e.target.value)} placeholder="例：みさき" />
        <p className={form.hint}>結果ページでパートナーに表示されます。</p>
      </div>
      {DIAGNOSIS_QUESTIONS.map((q, i) => (
        <fieldset key={q.id} className={form.group} id={`q-${q.id}`} tabIndex={-1} aria-describedby={missing.includes(q.id) ? `q-${q.id}-error` : undefined}>
          <legend className={form.legend}>Q{i + 1}. {q.text}</legend>
          <div className={form.choices}>
            {q.options.map((o) => (
              <label key={o.key} className={form.choice}>
                <input type="radio" name={q.id} value={o.key} checked={answers[q.id] === o.key} onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.key }))} />
                {o.label}
              </label>
            ))}
          </div>
          {missing.includes(q.id) && !answers[q.id] ? <p id={`q-${q.id}-error`} className={form.error}>選択してください</p> : null}
        </fieldset>
      ))}
      {failedStatus !== null && failedStatus !== 409 ? <p role="alert" className={form.alert}>{diagnosisFailureText(failedStatus)}</p> : null}
      {postedMessage ? <p role="alert" className={form.alert}>{postedMessage}</p> : null}
      <button type="submit" className={form.submit} disabled={answered.fetching}>{answered.fetching ? '送信中...' : '回答して結果を見る'}</button>
    </form>
  );
}
