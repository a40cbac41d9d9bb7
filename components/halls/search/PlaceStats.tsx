import type { EndpointOutput } from '../../../api/contract/define';
import type { getPlaceStats } from '../../../api/contract/directory';
import { formatMan, formatNumber } from '../../../lib/format';
import styles from './PlaceStats.module.css';

export type PlaceStatsData = EndpointOutput<typeof getPlaceStats>;

/** Figures of a place: halls, reviews, average cost, rating and guest count. */
export function PlaceStats({ stats }: { stats: PlaceStatsData }) {
  return (
    <dl className={styles.stats} aria-label={`${stats.name}の結婚式場データ`}>
      <div><dt>掲載式場</dt><dd>{formatNumber(stats.hall_count)}<small>件</small></dd></div>
      <div><dt>口コミ</dt><dd>{formatNumber(stats.review_count)}<small>件</small></dd></div>
      <div><dt>平均費用</dt><dd>{stats.average_cost ? formatMan(stats.average_cost) : '-'}</dd></div>
      <div><dt>平均評価</dt><dd>{stats.average_rating ? `★${stats.average_rating.toFixed(2)}` : '-'}</dd></div>
      <div><dt>平均人数</dt><dd>{stats.average_guest_count ? `${Math.round(stats.average_guest_count)}名` : '-'}</dd></div>
    </dl>
  );
}
