import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { DIAGNOSIS_QUESTIONS } from '../../lib/family/diagnosis';
import { submitDiagnosis } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { diagnosisFailureText } from './diagnosisText';
import form from './form.module.css';

/** The ten questions for one respondent; all must be answered. */
export function DiagnosisQuestions({ id, respondent }: { id: string; respondent: 1 | 2 }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { answered, failedStatus } = useAppSelector((s) => s.family.diagnosis);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [nickname, setNickname] = useState('');
  const [missing, setMissing] = useState<string[]>([]);

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
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label="診断の質問">
      <div>
        <label className={form.label} htmlFor="nickname">ニックネーム（任意）</label>
        <input id="nickname" className={form.input} maxLength={20} value={nickname} onChange={(e) => setNickname(e.target.value)} placeholder="例：みさき" />
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
      <button type="submit" className={form.submit} disabled={answered.fetching}>{answered.fetching ? '送信中...' : '回答して結果を見る'}</button>
    </form>
  );
}
