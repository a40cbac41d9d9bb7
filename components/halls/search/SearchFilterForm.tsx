import type { ChangeEvent } from 'react';
import { firstOf, listOf, type QueryParams } from '../../../lib/halls/query';
import type { SearchConditions, SearchProps } from './types';
import styles from './SearchFilterForm.module.css';

/** Filters with a checkbox per value (several at once). */
const CHECK_GROUPS = [
  { key: 'k', legend: 'こだわり条件' },
  { key: 'g', legend: '式場タイプ' },
  { key: 'ws', legend: 'ウェディングスタイル' },
  { key: 'c', legend: '挙式スタイル' },
  { key: 't', legend: '雰囲気' },
] as const;

/** Place parameters the form has no control for: kept as hidden fields so a search stays in place. */
const KEPT_PLACE_KEYS = ['station_id', 'district_slug', 'region_slugs', 's_prefecture_slug', 'overseas'] as const;

/**
 * Every search filter of §3 as a plain GET form to /halls/search/ (works without JavaScript).
 * The current sort is kept; paging starts again at 1.
 */
export function SearchFilterForm({ params, conditions, searchProps, action = '/halls/search/', open = false }: { params: QueryParams; conditions: SearchConditions; searchProps: SearchProps; action?: string; open?: boolean }) {
  const prefecture = firstOf(params, 'prefecture_slug') ?? '';
  const area = firstOf(params, 'area_slug') ?? '';
  const abroad = firstOf(params, 'overseas_destination_slug') ?? '';
  const areas = searchProps.prefecture.slug === prefecture ? searchProps.areas : [];
  // Only what the こだわり panel holds: guest count, budget and name are fields of their own above it.
  const activeCount = CHECK_GROUPS.reduce((n, g) => n + listOf(params, g.key).length, 0) + ['official', 'best_rate'].filter((k) => firstOf(params, k)).length;
  // Choosing another prefecture drops the area of the previous one, and a destination abroad.
  const onPrefecture = (e: ChangeEvent<HTMLSelectElement>) => {
    const areaSelect = e.currentTarget.form?.elements.namedItem('area_slug') as HTMLSelectElement | null;
    if (areaSelect) areaSelect.value = '';
    const abroadSelect = e.currentTarget.form?.elements.namedItem('overseas_destination_slug') as HTMLSelectElement | null;
    if (abroadSelect && e.currentTarget.value) abroadSelect.value = '';
  };
  // A destination abroad is no place in Japan: choosing one drops the prefecture and the area.
  const onAbroad = (e: ChangeEvent<HTMLSelectElement>) => {
    if (!e.currentTarget.value) return;
    for (const name of ['prefecture_slug', 'area_slug']) {
      const select = e.currentTarget.form?.elements.namedItem(name) as HTMLSelectElement | HTMLInputElement | null;
      if (select) select.value = '';
    }
  };
  return (
    <form method="get" action={action} className={styles.form} aria-label="式場の検索条件">
      <div className={styles.primary}>
        <label className={styles.field}>
          <span>都道府県</span>
          <select name="prefecture_slug" defaultValue={prefecture} onChange={onPrefecture}>
            <option value="">全国</option>
            {searchProps.regions.map((r) => (
              <optgroup key={r.slug} label={r.name}>
                {r.prefectures.map((p) => (
                  <option key={p.slug} value={p.slug}>{p.name}（{p.hall_count}）</option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {areas.length ? (
          <label className={styles.field}>
            <span>エリア</span>
            <select name="area_slug" defaultValue={area}>
              <option value="">すべてのエリア</option>
              {areas.map((a) => (
                <option key={a.slug} value={a.slug}>{a.name}（{a.hall_count}）</option>
              ))}
            </select>
          </label>
        ) : area ? (
          <input type="hidden" name="area_slug" value={area} />
        ) : null}
        {searchProps.overseas_destinations.length ? (
          <label className={styles.field}>
            <span>海外挙式</span>
            <select name="overseas_destination_slug" defaultValue={abroad} onChange={onAbroad}>
              <option value="">指定なし</option>
              {searchProps.overseas_destinations.map((d) => (
                <option key={d.slug} value={d.slug}>{d.name}（{d.hall_count}）</option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.field}>
          <span>招待人数</span>
          <select name="people" defaultValue={firstOf(params, 'people') ?? ''}>
            <option value="">指定なし</option>
            {conditions.people.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>予算</span>
          <select name="p" defaultValue={firstOf(params, 'p') ?? ''}>
            <option value="">指定なし</option>
            {conditions.p.map((o) => (
              <option key={o.value} value={o.value}>{o.label}（{o.count}）</option>
            ))}
          </select>
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          <span>式場名・キーワード</span>
          <input type="search" name="name" defaultValue={firstOf(params, 'name') ?? ''} placeholder="例：ガーデン、かいかん" />
        </label>
      </div>
      <details className={styles.more} open={open}>
        <summary>
          こだわり条件で絞り込む{activeCount ? <span className={styles.badge}>{activeCount}件指定中</span> : null}
        </summary>
        {CHECK_GROUPS.map((g) => {
          const selected = listOf(params, g.key);
          return (
            <fieldset key={g.key} className={styles.group}>
              <legend>{g.legend}</legend>
              <div className={styles.options}>
                {conditions[g.key].map((o) => (
                  <label key={o.value} className={styles.check}>
                    <input type="checkbox" name={g.key} value={o.value} defaultChecked={selected.includes(o.value)} />
                    <span>{o.label}<small>（{o.count}）</small></span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        <fieldset className={styles.group}>
          <legend>その他</legend>
          <div className={styles.options}>
            <label className={styles.check}>
              <input type="checkbox" name="official" value="1" defaultChecked={firstOf(params, 'official') !== undefined} />
              <span>公式情報あり</span>
            </label>
            <label className={styles.check}>
              <input type="checkbox" name="best_rate" value="1" defaultChecked={firstOf(params, 'best_rate') !== undefined} />
              <span>ベストレート保証</span>
            </label>
          </div>
        </fieldset>
      </details>
      {KEPT_PLACE_KEYS.flatMap((k) => listOf(params, k).map((v) => <input key={`${k}-${v}`} type="hidden" name={k} value={v} />))}
      {firstOf(params, 's') ? <input type="hidden" name="s" value={firstOf(params, 's')} /> : null}
      <button type="submit" className={styles.submit}>この条件で検索する</button>
    </form>
  );
}
