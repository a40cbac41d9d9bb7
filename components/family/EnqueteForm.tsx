import { useState, type FormEvent } from 'react';
import type { EnqueteView } from '../../api/contract/enquete';
import { sendEnquete } from '../../store/slices/family';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import form from './form.module.css';
import { enqueteData, enqueteFieldName, type EnqueteValue as Value } from '../../lib/family/enqueteFormData';
import type { FormPost } from '../../lib/form/postedForm';
import { CsrfField } from '../ui/CsrfField';

/** One survey version's questions; the server judges and answers true or false. */
export function EnqueteForm({ view, post }: { view: EnqueteView; post?: FormPost }) {
  const posted = post?.posted ?? null;
  const dispatch = useAppDispatch();
  const sending = useAppSelector((s) => s.family.enquete.fetching);
  // A post the server refused (sent before the page's scripts arrived): her answers and its messages.
  const [data, setData] = useState<Record<string, Value>>(() => (posted ? enqueteData(view.questions, posted.values) : {}));
  const [errors, setErrors] = useState<Record<string, string>>(() => Object.fromEntries((posted?.issues ?? []).map((x) => [x.field, x.message])));
  const [done, setDone] = useState(view.answered);
  const [alert, setAlert] = useState<string | null>(posted?.message ?? null);
  const set = (id: string, v: Value) => setData((d) => ({ ...d, [id]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const r = await dispatch(sendEnquete({ version: view.version, data: JSON.stringify(data) }));
    if (!sendEnquete.fulfilled.match(r)) {
      setAlert('送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
      return;
    }
    if (r.payload.result) {
      setDone(true);
      return;
    }
    setErrors(Object.fromEntries(r.payload.errors.map((x) => [x.field, x.message])));
    setAlert(r.payload.errors.find((x) => x.field === 'version')?.message ?? '未回答の質問があります。');
  }

  if (done) return <p role="status" className={form.alert} style={{ color: 'inherit', background: 'var(--color-surface-alt)' }}>ご回答ありがとうございました。いただいたご意見はサービスの改善に役立てます。</p>;

  return (
    <form method="post" action={`/enquete/?version=${encodeURIComponent(view.version)}`} className={form.form} onSubmit={onSubmit} noValidate aria-label={view.title}>
      <CsrfField token={post?.csrf} />
      {view.questions.map((q, i) => {
        const err = errors[q.id];
        const name = enqueteFieldName(q.id);
        const v = data[q.id];
        return (
          <fieldset key={q.id} className={form.group} aria-describedby={err ? `${name}-error` : undefined}>
            <legend className={form.legend}>Q{i + 1}. {q.label}{q.required ? '（必須）' : '（任意）'}</legend>
            {q.type === 'text' ? (
              <textarea name={name} className={form.textarea} aria-label={q.label} maxLength={q.max} value={typeof v === 'string' ? v : ''} onChange={(e) => set(q.id, e.target.value)} />
            ) : (
              <div className={form.choices}>
                {(q.type === 'rating' ? ['1', '2', '3', '4', '5'] : q.options).map((o) => {
                  const checked = q.type === 'multi' ? Array.isArray(v) && v.includes(o) : q.type === 'rating' ? v === Number(o) : v === o;
                  return (
                    <label key={o} className={form.choice}>
                      <input
                        type={q.type === 'multi' ? 'checkbox' : 'radio'}
                        name={name}
                        value={o}
                        checked={checked}
                        onChange={(e) => {
                          if (q.type === 'multi') {
                            const list = Array.isArray(v) ? v : [];
                            set(q.id, e.target.checked ? [...list, o] : list.filter((x) => x !== o));
                          } else set(q.id, q.type === 'rating' ? Number(o) : o);
                        }}
                      />
                      {q.type === 'rating' ? `${o}${o === '1' ? '（低い）' : o === '5' ? '（高い）' : ''}` : o}
                    </label>
                  );
                })}
              </div>
            )}
            {err ? <p id={`${name}-error`} className={form.error}>{err}</p> : null}
          </fieldset>
        );
      })}
      {alert ? <p role="alert" className={form.alert}>{alert}</p> : null}
      <button type="submit" className={form.submit} disabled={sending}>{sending ? '送信中...' : '回答を送る'}</button>
    </form>
  );
}
