import { useState } from 'react';
import { formatDateJa } from '../../lib/format';
import { lines, SHIORI_DEFAULTS, type ShioriValues } from '../../lib/family/kaoawase';
import form from './form.module.css';
import styles from './Kaoawase.module.css';

type TextKey = Exclude<keyof ShioriValues, 'paper'>;

const FIELDS: { key: TextKey; label: string; multiline?: boolean; type?: string; placeholder?: string }[] = [
  { key: 'groom', label: '新郎のお名前', placeholder: '例：山田 健太' },
  { key: 'bride', label: '新婦のお名前', placeholder: '例：佐藤 美咲' },
  { key: 'groomFamily', label: '新郎側の家族（1行に1人）', multiline: true, placeholder: '父 山田 一郎\n母 山田 和子' },
  { key: 'brideFamily', label: '新婦側の家族（1行に1人）', multiline: true, placeholder: '父 佐藤 誠\n母 佐藤 由美' },
  { key: 'date', label: '日にち', type: 'date' },
  { key: 'time', label: '開始時刻', type: 'time' },
  { key: 'place', label: '場所', placeholder: '例：ホテル〇〇 日本料理「さくら」個室' },
  { key: 'menu', label: 'お料理（1行に1品）', multiline: true, placeholder: '先付\nお造り\n焼物\n御飯・止椀\n水菓子' },
  { key: 'programme', label: '当日の流れ（1行に1項目）', multiline: true },
  { key: 'greeting', label: 'ごあいさつ', multiline: true },
];

/** The fill-in template and the しおり it renders, printable on A4 or A5. */
export function KaoawaseTemplate() {
  const [v, setV] = useState<ShioriValues>(SHIORI_DEFAULTS);
  const set = (k: keyof ShioriValues, value: string) => setV((x) => ({ ...x, [k]: value }));
  const names = [v.groom, v.bride].filter(Boolean).join('・');
  return (
    <div className={styles.template}>
      <form className={`${form.form} ${styles.editor}`} aria-label="しおりの内容" onSubmit={(e) => e.preventDefault()}>
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label className={form.label} htmlFor={`shiori-${f.key}`}>{f.label}</label>
            {f.multiline ? (
              <textarea id={`shiori-${f.key}`} className={form.textarea} rows={4} placeholder={f.placeholder} value={v[f.key]} onChange={(e) => set(f.key, e.target.value)} />
            ) : (
              <input id={`shiori-${f.key}`} className={form.input} type={f.type ?? 'text'} placeholder={f.placeholder} value={v[f.key]} onChange={(e) => set(f.key, e.target.value)} />
            )}
          </div>
        ))}
        <fieldset className={form.group}>
          <legend className={form.legend}>用紙サイズ</legend>
          <div className={form.choices}>
            {(['a5', 'a4'] as const).map((p) => (
              <label key={p} className={form.choice}>
                <input type="radio" name="paper" checked={v.paper === p} onChange={() => set('paper', p)} />
                {p.toUpperCase()}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="button" className={form.submit} onClick={() => window.print()}>しおりを印刷する</button>
      </form>
      <article className={`${styles.shiori} ${v.paper === 'a4' ? styles.a4 : styles.a5}`} aria-label="顔合わせのしおり（プレビュー）" data-paper={v.paper}>
        <p className={styles.kicker}>両家顔合わせ</p>
        <h2 className={styles.shioriTitle}>顔合わせのしおり</h2>
        <p className={styles.names}>{names || '新郎・新婦'}</p>
        <dl className={styles.when}>
          <div><dt>日時</dt><dd>{v.date ? formatDateJa(v.date) : '　年　月　日'} {v.time}</dd></div>
          <div><dt>場所</dt><dd>{v.place || '　'}</dd></div>
        </dl>
        <section className={styles.families} aria-label="家族紹介">
          <div>
            <h3>新郎 {v.groom} の家族</h3>
            <ul>{lines(v.groomFamily).map((l, i) => <li key={i}>{l}</li>)}</ul>
          </div>
          <div>
            <h3>新婦 {v.bride} の家族</h3>
            <ul>{lines(v.brideFamily).map((l, i) => <li key={i}>{l}</li>)}</ul>
          </div>
        </section>
        <section aria-label="当日の流れ">
          <h3>当日の流れ</h3>
          <ol>{lines(v.programme).map((l, i) => <li key={i}>{l}</li>)}</ol>
        </section>
        {lines(v.menu).length ? (
          <section aria-label="お料理">
            <h3>お品書き</h3>
            <ul className={styles.menu}>{lines(v.menu).map((l, i) => <li key={i}>{l}</li>)}</ul>
          </section>
        ) : null}
        {v.greeting.trim() ? <p className={styles.greeting}>{v.greeting}</p> : null}
      </article>
    </div>
  );
}
