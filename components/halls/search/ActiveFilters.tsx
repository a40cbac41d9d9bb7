import Link from '@/components/ui/Link';
import { hrefWith, listOf, firstOf, type QueryParams } from '../../../lib/halls/query';
import type { SearchConditions, SearchProps } from './types';
import styles from './ActiveFilters.module.css';

const MULTI_KEYS = ['k', 'g', 'ws', 'c', 't'] as const;

/** The chosen conditions as chips; each chip's link removes it. */
export function ActiveFilters({ basePath, params, conditions, searchProps, fixed = [] }: { basePath: string; params: QueryParams; conditions: SearchConditions; searchProps: SearchProps; fixed?: string[] }) {
  const chips: { label: string; href: string }[] = [];
  const labelOf = (key: (typeof MULTI_KEYS)[number] | 'p', value: string) => conditions[key].find((o) => o.value === value)?.label ?? value;
  const pref = firstOf(params, 'prefecture_slug');
  if (pref && !fixed.includes('prefecture_slug')) {
    const name = searchProps.regions.flatMap((r) => r.prefectures).find((p) => p.slug === pref)?.name ?? pref;
    chips.push({ label: name, href: hrefWith(basePath, params, { prefecture_slug: null, area_slug: null, page: null }) });
  }
  const area = firstOf(params, 'area_slug');
  if (area && !fixed.includes('area_slug')) {
    chips.push({ label: searchProps.areas.find((a) => a.slug === area)?.name ?? area, href: hrefWith(basePath, params, { area_slug: null, page: null }) });
  }
  const abroad = firstOf(params, 'overseas_destination_slug');
  if (abroad && !fixed.includes('overseas_destination_slug')) {
    const name = searchProps.overseas_destinations.find((d) => d.slug === abroad)?.name;
    if (name) chips.push({ label: `海外挙式・${name}`, href: hrefWith(basePath, params, { overseas_destination_slug: null, page: null }) });
  }
  const overseas = firstOf(params, 'overseas');
  if (overseas && !fixed.includes('overseas')) {
    const only = ['1', 'true', 'on', 'yes'].includes(overseas.toLowerCase());
    chips.push({ label: only ? '海外挙式の式場' : '国内の式場', href: hrefWith(basePath, params, { overseas: null, page: null }) });
  }
  const people = firstOf(params, 'people');
  if (people) chips.push({ label: conditions.people.find((o) => String(o.value) === people)?.label ?? `${people}名`, href: hrefWith(basePath, params, { people: null, page: null }) });
  const p = firstOf(params, 'p');
  if (p) chips.push({ label: labelOf('p', p), href: hrefWith(basePath, params, { p: null, page: null }) });
  for (const key of MULTI_KEYS) {
    if (fixed.includes(key)) continue;
    const values = listOf(params, key);
    for (const v of values) chips.push({ label: labelOf(key, v), href: hrefWith(basePath, params, { [key]: values.filter((x) => x !== v), page: null }) });
  }
  const name = firstOf(params, 'name');
  if (name) chips.push({ label: `「${name}」`, href: hrefWith(basePath, params, { name: null, page: null }) });
  if (firstOf(params, 'official')) chips.push({ label: '公式情報あり', href: hrefWith(basePath, params, { official: null, page: null }) });
  if (firstOf(params, 'best_rate')) chips.push({ label: 'ベストレート保証', href: hrefWith(basePath, params, { best_rate: null, page: null }) });
  if (firstOf(params, 'campaign')) chips.push({ label: 'Go To Wedding キャンペーン参加式場', href: hrefWith(basePath, params, { campaign: null, page: null }) });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="指定中の条件">
      {chips.map((c) => (
        <li key={c.href + c.label}>
          <Link href={c.href} className={styles.chip} aria-label={`${c.label}の条件を外す`} scroll={false}>
            {c.label}<span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
