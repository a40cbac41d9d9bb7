import { FAIR_FLAGS, FAIR_FLAG_LABELS, type FairFlag } from '../../lib/constants';
import { FairFlagIcon } from './FairFlagIcons';
import styles from './FairSearchForm.module.css';

export interface FairSearchValues {
  date: string;
  prefecture_slug: string;
  flags: FairFlag[];
  free: boolean;
}

export interface RegionOption {
  slug: string;
  name: string;
  prefectures: { slug: string; name: string }[];
}

/** A plain GET form: works without JavaScript and gives shareable URLs. */
export function FairSearchForm({ values, regions, minDate }: { values: FairSearchValues; regions: RegionOption[]; minDate: string }) {
  return (
    <form action="/fairs" method="get" className={styles.form} role="search" aria-label="ブライダルフェアを探す">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="fair-date">開催日</label>
          <input id="fair-date" name="date" type="date" min={minDate} defaultValue={values.date} className={styles.input} />
        </div>
        <div className={styles.field}>
          <label htmlFor="fair-pref">エリア</label>
          <select id="fair-pref" name="prefecture_slug" defaultValue={values.prefecture_slug} className={styles.input}>
            <option value="">全国</option>
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
      <button type="submit" className={styles.submit}>この条件で探す</button>
    </form>
  );
}
