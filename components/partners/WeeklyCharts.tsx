import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PartnerWeek } from '@/api/contract/partnerDesk';
import { WEEKLY_CHARTS, chartData, chartSummary, type ChartModel } from '@/lib/partners/weeklyCharts';
import styles from './WeeklyCharts.module.css';

export const CHART_HEIGHT = 200;

/** Whole numbers only on the count axis (a week has no half reservation). */
const countTicks = (_u: uPlot, splits: number[]) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString('ja-JP') : ''));

function LineChart({ weeks, chart }: { weeks: PartnerWeek[]; chart: ChartModel }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { labels, columns } = chartData(weeks, chart);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => labels[i] ?? ''), incrs: [1, 2, 4, 8], space: 52, stroke: '#444', grid: { show: false } },
          { values: countTicks, size: 44, stroke: '#444', grid: { stroke: '#e6e6e6', width: 1 } },
        ],
        series: [{}, ...chart.lines.map((l) => ({ label: l.label, stroke: l.color, width: 2, points: { show: true, size: 5, fill: l.color } }))],
      },
      columns,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: CHART_HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks, chart]);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{chart.title}</figcaption>
      <div ref={box} className={styles.plot} role="img" aria-label={chartSummary(weeks, chart)} data-testid={`chart-${chart.id}`} />
      <ul className={styles.legend} aria-hidden="true">
        {chart.lines.map((l) => (
          <li key={l.key}><span className={styles.swatch} style={{ background: l.color }} />{l.label}</li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * /partner/stats: the weekly numbers drawn with uPlot (a small canvas charting library), loaded by
 * that page alone (next/dynamic, in the browser). The table beside the charts holds every figure.
 */
export default function WeeklyCharts({ weeks }: { weeks: PartnerWeek[] }) {
  return (
    <div className={styles.charts}>
      {WEEKLY_CHARTS.map((chart) => <LineChart key={chart.id} weeks={weeks} chart={chart} />)}
    </div>
  );
}
