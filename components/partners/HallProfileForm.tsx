import { useState } from 'react';
import type { HallProfile } from '../../api/contract/partners';
import { HALL_TEXT_MAX } from '../../api/contract/partnerLabels';
import { CEREMONY_STYLES, FEATURES } from '../../api/contract/searchVocabulary';
import { jaResolver } from '../../lib/form/jaResolver';
import { useLazyForm } from '../../lib/form/useLazyForm';
import { FormField } from '../accounts/FormField';
import { useAct } from './ActionButton';
import { profileFormValues, type ProfileFormValues } from './profileFormValues';
import styles from './Partner.module.css';

// The endpoint's rules and messages load with her first focus in the form (lib/form/jaResolver).
const resolver = jaResolver(() => import('./profileFormSchema').then((m) => m.profileFormSchema));

const choices = (v: string[] | string | false | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/** A group of check boxes over a vocabulary: the labels in Japanese, the keys only in `value`. */
function Choices({ legend, name, vocab, register, error }: { legend: string; name: 'ceremony_styles' | 'features'; vocab: Record<string, string>; register: ReturnType<typeof useLazyForm<ProfileFormValues>>['register']; error?: string }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {Object.entries(vocab).map(([key, label]) => (
          <label key={key} className={styles.choice}>
            <input type="checkbox" value={key} {...register(name)} /> {label}
          </label>
        ))}
      </div>
      {error ? <p id={`${name}-error`} className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}

/**
 * The hall's profile: texts, access, prices, capacity, ceremony styles and こだわり. The same rules
 * and Japanese messages as the server; a save shows at once on the public page (the caches drop it).
 */
export function HallProfileForm({ hallId, hall }: { hallId: number; hall: HallProfile }) {
  const { register, handleSubmit, formState: { errors, isSubmitting }, engine, preload } = useLazyForm<ProfileFormValues>({
    resolver, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: profileFormValues(hall),
  });
  const { run, busy, alert } = useAct();
  const [saved, setSaved] = useState(false);
  const send = async (v: ProfileFormValues) => {
    setSaved(false);
    const res = await run({
      type: 'profile', hallId,
      profile: {
        catch_copy: v.catch_copy, description: v.description, access: v.access,
        price_min: Number(v.price_min), price_max: Number(v.price_max), capacity_min: Number(v.capacity_min), capacity_max: Number(v.capacity_max),
        ceremony_styles: choices(v.ceremony_styles), features: choices(v.features),
      },
    });
    if (res) setSaved(true);
  };
  const sending = busy || isSubmitting;
  return (
    <form className={styles.form} onFocus={preload} onSubmit={handleSubmit(send)} noValidate aria-label="式場のプロフィール">
      {engine}
      <FormField label="キャッチコピー" error={errors.catch_copy?.message} hint={`${HALL_TEXT_MAX.catch_copy}文字以内`}>
        {(p) => <input {...p} {...register('catch_copy')} type="text" className={styles.input} />}
      </FormField>
      <FormField label="紹介文" error={errors.description?.message} hint={`${HALL_TEXT_MAX.description}文字以内`}>
        {(p) => <textarea {...p} {...register('description')} rows={8} className={styles.textarea} />}
      </FormField>
      <FormField label="アクセス" error={errors.access?.message} hint={`${HALL_TEXT_MAX.access}文字以内。例：JR渋谷駅から徒歩5分`}>
        {(p) => <textarea {...p} {...register('access')} rows={3} className={styles.textarea} />}
      </FormField>
      <div className={styles.pair}>
        <FormField label="料金の下限（円）" error={errors.price_min?.message} hint="半角数字">
          {(p) => <input {...p} {...register('price_min')} type="text" inputMode="numeric" className={styles.input} />}
        </FormField>
        <FormField label="料金の上限（円）" error={errors.price_max?.message} hint="半角数字">
          {(p) => <input {...p} {...register('price_max')} type="text" inputMode="numeric" className={styles.input} />}
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField label="収容人数の下限（名）" error={errors.capacity_min?.message} hint="半角数字">
          {(p) => <input {...p} {...register('capacity_min')} type="text" inputMode="numeric" className={styles.input} />}
        </FormField>
        <FormField label="収容人数の上限（名）" error={errors.capacity_max?.message} hint="半角数字">
          {(p) => <input {...p} {...register('capacity_max')} type="text" inputMode="numeric" className={styles.input} />}
        </FormField>
      </div>
      <Choices legend="挙式スタイル" name="ceremony_styles" vocab={CEREMONY_STYLES} register={register} error={errors.ceremony_styles?.message} />
      <Choices legend="こだわり条件" name="features" vocab={FEATURES} register={register} error={errors.features?.message} />
      {alert}
      {saved ? <p role="status" className={styles.notice}>保存しました。公開ページにすぐ反映されます。</p> : null}
      <button type="submit" className={styles.button} disabled={sending}>{sending ? '保存中...' : '保存する'}</button>
    </form>
  );
}
