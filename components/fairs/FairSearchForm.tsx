import Link from '@/components/ui/Link';
import type { FormEvent } from 'react';
import { FAIR_FLAGS, FAIR_FLAG_LABELS, type FairFlag } from '../../lib/constants';
import { FairFlagIcon } from './FairFlagIcons';
import styles from './FairSearchForm.module.css';

/** What /fairs is filtered by, as its URL carries it. */
export interface FairSearchValues {
  /** A chosen day (yyyy-MM-dd), or '' for the first day with fairs. */
  date: string;
  /** A month to show (yyyy-MM) when no day is chosen, or ''. */
  month: string;
  region_slug: string;
  prefecture_slug: string;
  flags: FairFlag[];
  free: boolean;
}

export interface RegionOption {
  slug: string;
  name: string;
  prefectures: { slug: string; name: string }[];
}

/** The words of the active filters (エリア・内容・無料), for the summary line and the heading. */
export function filterWords(values: FairSearchValues, regions: RegionOption[]): string[] {
  const pref = regions.flatMap((r) => r.prefectures).find((p) => p.slug === values.prefecture_slug);
  const region = regions.find((r) => r.slug === values.region_slug);
  return [pref?.name ?? region?.name, ...values.flags.map((f) => FAIR_FLAG_LABELS[f]), values.free ? '参加無料' : undefined].filter((w): w is string => !!w);
}

/**
 * The filters of /fairs: a plain GET form (works without JavaScript, shareable URLs), folded under
 * a summary on phones so the calendar stays near the top. The chosen day is kept.
 */
export function FairSearchForm({ values, regions }: { values: FairSearchValues; regions: RegionOption[] }) {
  const words = filterWords(values, regions);
  const regionOf = (pref: string) => regions.find((r) => r.prefectures.some((p) => p.slug === pref))?.slug;
  const regionOfPref = regionOf(values.prefecture_slug);
  // With JavaScript the two selects agree as she changes them; without, the server lets the prefecture win.
  const keepPlacesInStep = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const changed: EventTarget = e.target;
    const region = form.elements.namedItem('region_slug') as HTMLSelectElement | null;
    const pref = form.elements.namedItem('prefecture_slug') as HTMLSelectElement | null;
    if (!region || !pref) return;
    if (changed === region && pref.value && regionOf(pref.value) !== region.value) pref.value = '';
    if (changed === pref && pref.value) region.value = regionOf(pref.value) ?? '';
  };
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>エリア・フェアの内容で絞り込む</span>
        <span className={styles.summaryValue}>{words.length ? words.join('・') : '全国・すべてのフェア'}</span>
      </summary>
      <form action="/fairs" method="get" className={styles.form} role="search" aria-label="ブライダルフェアを絞り込む" onChange={keepPlacesInStep}>
        {values.date ? <input type="hidden" name="date" value={values.date} /> : null}
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="fair-region">地方</label>
            <select id="fair-region" name="region_slug" defaultValue={regionOfPref ?? values.region_slug} className={styles.input}>
              <option value="">全国</option>
              {regions.map((r) => <option key={r.slug} value={r.slug}>{r.name}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="fair-pref">都道府県</label>
            <select id="fair-pref" name="prefecture_slug" defaultValue={values.prefecture_slug} className={styles.input}>
              <option value="">指定しない</option>
              {regions.map((r) => (
                <optgroup key={r.slug} label={r.name}>
                  {r.prefectures.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
                </optgroup>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={styles.flags}>
          <legend>フェアの内容</legend>
          {FAIR_FLAGS.map((f) => (
            <label key={f} className={styles.flag}>
              <input type="checkbox" name="flags" value={f} defaultChecked={values.flags.includes(f)} />
              <FairFlagIcon flag={f} />
              {FAIR_FLAG_LABELS[f]}
            </label>
          ))}
          <label className={styles.flag}>
            <input type="checkbox" name="free" value="true" defaultChecked={values.free} />
            参加無料
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit}>この条件で探す</button>
          {words.length ? <Link href={values.date ? `/fairs?date=${values.date}` : '/fairs'} className={styles.clear}>条件をクリア</Link> : null}
        </div>
      </form>
    </details>
  );
}
