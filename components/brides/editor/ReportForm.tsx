import { useState } from 'react';
import type { MyBrideReport } from '@/api/contract/brideEditor';
import { THEME_TAGS_MAX } from '@/api/contract/brideEditorLimits';
import type { ThemeTag } from '@/api/contract/brides';
import type { RegisterOptions } from '@/api/contract/accounts';
import { BRIDE_STYLES, BRIDE_STYLE_LABELS, BRIDE_TASTES } from '@/lib/brides/vocabulary';
import { jaResolver } from '@/lib/form/jaResolver';
import { useLazyForm } from '@/lib/form/useLazyForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { saveMyReport } from '@/store/slices/brides';
import type { ReportFormValues as Values } from './reportFormSchema';
import styles from './Editor.module.css';

// The server's rules (api/contract/brideEditor) load with her first focus in the form, not with the editor.
const resolver = jaResolver(() => import('./reportFormSchema').then((m) => m.reportFormSchema));

function initial(r: MyBrideReport['report'], fallbackPref: string): Values {
  return {
    title: r?.title ?? '', reception_place: r?.reception_place ?? '', prefecture_slug: r?.prefecture_slug ?? fallbackPref, wedding_date: r?.wedding_date ?? '',
    guest_count: r ? String(r.guest_count) : '', total_cost: r ? String(r.total_cost) : '', style: r?.style ?? '', taste: r?.taste ?? '', advice: r?.advice ?? '',
    theme_tag_ids: r?.theme_tags.map((t) => t.id) ?? [],
  };
}

/** Her report's text: checked in the browser with the server's own rules and messages, then saved as typed. */
export function ReportForm({ report, tags, regions, defaultPrefecture }: { report: MyBrideReport['report']; tags: ThemeTag[]; regions: RegisterOptions['regions']; defaultPrefecture: string }) {
  const dispatch = useAppDispatch();
  const edit = useAppSelector((s) => s.brides.edit);
  const [defaults] = useState(() => initial(report, defaultPrefecture));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors: fieldErrors, isSubmitting, isSubmitted },
    engine,
    preload,
  } = useLazyForm<Values>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: defaults });
  // The theme tags are a list of ids (numbers), kept by the form and set from the checkboxes.
  const tagIds = watch('theme_tag_ids');
  const toggleTag = (id: number) =>
    setValue('theme_tag_ids', tagIds.includes(id) ? tagIds.filter((x) => x !== id) : [...tagIds, id], { shouldDirty: true, shouldValidate: isSubmitted });
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const [name, e] of Object.entries(fieldErrors)) errors[name as keyof Values] = e?.message;
  const saving = edit.fetching || isSubmitting;

  const submit = async (values: Values) => {
    await dispatch(saveMyReport(values));
  };

  const field = (name: keyof Values, label: string, input: React.ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`report-${name}`}>{label}</label>
      {hint ? <p id={`report-${name}-hint`} className={styles.hint}>{hint}</p> : null}
      {input}
      {errors[name] ? <p id={`report-${name}-error`} className={styles.error}>{errors[name]}</p> : null}
    </div>
  );
  const a11y = (name: Exclude<keyof Values, 'theme_tag_ids'>, hint = false) => ({
    id: `report-${name}`,
    ...register(name),
    // Also in the server-rendered page, before the form takes over.
    defaultValue: defaults[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ? `report-${name}-hint` : '', errors[name] ? `report-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form onFocus={preload} onSubmit={handleSubmit(submit)} noValidate className={styles.form} aria-labelledby="report-form-title">
      {engine}
      <h2 id="report-form-title">レポートの内容</h2>
      {field('title', 'タイトル（必須）', <input {...a11y('title')} maxLength={40} className={styles.input} />)}
      {field('wedding_date', '挙式日（必須）', <input {...a11y('wedding_date')} type="date" className={styles.input} />)}
      {field('prefecture_slug', '挙式エリア（必須）', (
        <select {...a11y('prefecture_slug')} className={styles.input}>
          <option value="">選択してください</option>
          {regions.map((r) => (
            <optgroup key={r.slug} label={r.name}>
              {r.prefectures.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
            </optgroup>
          ))}
        </select>
      ))}
      {field('reception_place', '会場名（必須）', <input {...a11y('reception_place', true)} maxLength={60} className={styles.input} />, 'musubiに掲載されている式場の名前と同じなら、式場ページにリンクされます')}
      {field('style', 'スタイル（必須）', (
        <select {...a11y('style')} className={styles.input}>
          <option value="">選択してください</option>
          {BRIDE_STYLES.map((s) => <option key={s} value={s}>{BRIDE_STYLE_LABELS[s]}</option>)}
        </select>
      ))}
      {field('taste', '雰囲気', (
        <select {...a11y('taste')} className={styles.input}>
          <option value="">選択しない</option>
          {BRIDE_TASTES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      ))}
      {field('guest_count', 'ゲスト人数（名・必須）', <input {...a11y('guest_count')} inputMode="numeric" className={styles.input} />)}
      {field('total_cost', '費用総額（円・必須）', <input {...a11y('total_cost')} inputMode="numeric" className={styles.input} />)}
      {field('advice', '先輩花嫁からのアドバイス', <textarea {...a11y('advice')} rows={6} maxLength={2000} className={styles.input} />)}
      <fieldset className={styles.tags} aria-describedby={errors.theme_tag_ids ? 'report-tags-error' : undefined}>
        <legend>テーマ（{THEME_TAGS_MAX}つまで）</legend>
        {tags.map((t) => {
          const on = tagIds.includes(t.id);
          return (
            <label key={t.id} className={styles.tag}>
              <input
                type="checkbox"
                checked={on}
                onChange={() => toggleTag(t.id)}
              />
              {t.name}
            </label>
          );
        })}
        {errors.theme_tag_ids ? <p id="report-tags-error" className={styles.error}>{errors.theme_tag_ids}</p> : null}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={saving}>{saving ? '保存中...' : 'レポートを保存する'}</button>
    </form>
  );
}
