import type { PartnerWeek } from '@/api/contract/partnerDesk';

/** One line of a chart: which number of the week, its Japanese name, and a colour with ≥ 3:1 contrast on white. */
export interface ChartLine {
  key: Exclude<keyof PartnerWeek, 'week' | 'conversion'>;
  label: string;
  color: string;
}

export interface ChartModel {
  id: string;
  title: string;
  lines: ChartLine[];
}

/**
 * Page views run to hundreds a week, the rest to a few: on one axis the few would lie flat on zero,
 * so the views have a chart of their own and the couple's steps after them share the second.
 */
export const WEEKLY_CHARTS: ChartModel[] = [
  { id: 'views', title: '閲覧の推移', lines: [{ key: 'views', label: '閲覧', color: '#b0385a' }] },
  {
    id: 'steps',
    title: 'クリップ・予約・来館・口コミ・成約の推移',
    lines: [
      { key: 'clips', label: 'クリップ', color: '#b0385a' },
      { key: 'reservations', label: 'フェア予約', color: '#1f5f9e' },
      { key: 'attendances', label: '来館', color: '#2e7031' },
      { key: 'reviews', label: '口コミ', color: '#8a5300' },
      { key: 'contracts', label: '成約', color: '#5b3aa8' },
    ],
  },
];

/** 「11/2〜」: the Monday a week starts on (weeks are given as YYYY-MM-DD). */
export const weekLabel = (week: string): string => `${Number(week.slice(5, 7))}/${Number(week.slice(8, 10))}〜`;

/** The chart's columns, oldest week first: x is the week's position, one array per line. */
export function chartData(weeks: PartnerWeek[], chart: ChartModel): { labels: string[]; columns: [number[], ...number[][]] } {
  const ordered = [...weeks].sort((a, b) => a.week.localeCompare(b.week));
  return {
    labels: ordered.map((w) => weekLabel(w.week)),
    columns: [ordered.map((_, i) => i), ...chart.lines.map((l) => ordered.map((w) => w[l.key]))],
  };
}

/** What a screen reader hears for a chart (the table beside it holds every figure). */
export function chartSummary(weeks: PartnerWeek[], chart: ChartModel): string {
  const { labels, columns } = chartData(weeks, chart);
  if (labels.length === 0) return `${chart.title}：データはまだありません`;
  const parts = chart.lines.map((line, i) => {
    const values = columns[i + 1];
    const total = values.reduce((s, v) => s + v, 0);
    const peak = values.indexOf(Math.max(...values));
    return `${line.label}は合計${total.toLocaleString('ja-JP')}件${total > 0 ? `（最多は${labels[peak]}の週の${values[peak].toLocaleString('ja-JP')}件）` : ''}`;
  });
  return `${chart.title}（${labels[0]}から${labels.length}週）：${parts.join('、')}`;
}
