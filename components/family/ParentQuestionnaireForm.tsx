import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { PARENT_QUESTIONS, PARENT_TEXT_MAX, type ParentAnswers } from '../../lib/family/parents';
import { saveParentQuestionnaire } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import form from './form.module.css';
import { parentAnswersFromFields, parentChoiceField, parentFormIssues, parentTextField } from '../../lib/family/parentFormAnswers';
import { postedText, type FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';

export const OWNER_KEY_STORAGE = 'musubi_parents_key';

/** The couple's wishes: the twelve questions, each optional, options plus a note. */
export function ParentQuestionnaireForm({ post }: { post?: FormPost }) {
  const posted = post?.posted ?? null;
  const router = useRouter();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.family.parents.created.fetching);
  // A post the server refused (sent before the page's scripts arrived): what she wrote, and why.
  const [coupleName, setCoupleName] = useState(() => postedText(posted, 'couple_name') ?? '');
  const [answers, setAnswers] = useState<ParentAnswers>(() => (posted ? parentAnswersFromFields(posted.values) : {}));
  const [errors, setErrors] = useState<{ name?: string; form?: string }>(() => ({
    name: posted?.issues.find((i) => i.field === 'couple_name')?.message,
    form: posted ? (posted.issues.find((i) => i.field !== 'couple_name')?.message ?? (posted.issues.length ? undefined : posted.message ?? undefined)) : undefined,
  }));
  const a = (id: number) => answers[String(id)] ?? { choices: [], text: '' };
  const update = (id: number, next: Partial<{ choices: string[]; text: string }>) => setAnswers((x) => ({ ...x, [String(id)]: { ...a(id), ...next } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const issues = parentFormIssues(coupleName, answers);
    const next = { name: issues.find((i) => i.field === 'couple_name')?.message, form: issues.find((i) => i.field === 'form')?.message };
    setErrors(next);
    if (next.name || next.form) return;
    const r = await dispatch(saveParentQuestionnaire({ couple_name: coupleName, answers: JSON.stringify(answers) }));
    if (saveParentQuestionnaire.fulfilled.match(r)) {
      try {
        window.localStorage.setItem(OWNER_KEY_STORAGE, r.payload.key);
      } catch {
        // private mode: the URL still works
      }
      await router.push(`/parents/?key=${r.payload.key}`);
    } else setErrors({ form: '保存できませんでした。通信環境をご確認のうえ、もう一度お試しください。' });
  }

  return (
    <form method="post" action="/parents/" className={form.form} onSubmit={onSubmit} noValidate aria-label="ふたりの希望">
      <CsrfField token={post?.csrf} />
      <div>
        <label className={form.label} htmlFor="couple-name">ふたりのお名前</label>
        <input id="couple-name" name="couple_name" className={form.input} maxLength={40} value={coupleName} onChange={(e) => setCoupleName(e.target.value)} placeholder="例：健太・美咲" aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'couple-name-error' : undefined} />
        {errors.name ? <p id="couple-name-error" className={form.error}>{errors.name}</p> : null}
      </div>
      {PARENT_QUESTIONS.map((q) => (
        <fieldset key={q.id} className={form.group}>
          <legend className={form.legend}>{q.id}. {q.title}</legend>
          <p className={form.hint}>{q.hint}</p>
          {q.kind === 'single' && q.options.length > 10 ? (
            <select name={parentChoiceField(q.id)} className={form.select} aria-label={q.title} value={a(q.id).choices[0] ?? ''} onChange={(e) => update(q.id, { choices: e.target.value ? [e.target.value] : [] })}>
              <option value="">選択してください</option>
              {q.options.map((o) => <option key={o} value={o}>{o}</option>)}
            </select>
          ) : q.kind !== 'text' ? (
            <div className={form.choices}>
              {q.options.map((o) => (
                <label key={o} className={form.choice}>
                  <input
                    type={q.kind === 'single' ? 'radio' : 'checkbox'}
                    name={parentChoiceField(q.id)}
                    value={o}
                    checked={a(q.id).choices.includes(o)}
                    onChange={(e) => update(q.id, { choices: q.kind === 'single' ? [o] : e.target.checked ? [...a(q.id).choices, o] : a(q.id).choices.filter((c) => c !== o) })}
                  />
                  {o}
                </label>
              ))}
            </div>
          ) : null}
          <textarea name={parentTextField(q.id)} className={form.textarea} rows={q.kind === 'text' ? 4 : 2} maxLength={PARENT_TEXT_MAX} aria-label={`${q.title}（補足）`} placeholder={q.kind === 'text' ? '' : '補足があれば'} value={a(q.id).text} onChange={(e) => update(q.id, { text: e.target.value })} />
        </fieldset>
      ))}
      {errors.form ? <p role="alert" className={form.alert}>{errors.form}</p> : null}
      <button type="submit" className={form.submit} disabled={saving}>{saving ? '保存中...' : '保存して親御さんに送る'}</button>
    </form>
  );
}
