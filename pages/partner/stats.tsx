import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import type { PartnerHall } from '@/api/contract/partners';
import { getPartnerStats, type PartnerWeek } from '@/api/contract/partnerDesk';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import styles from '@/components/partners/Partner.module.css';
import chartStyles from '@/components/partners/WeeklyCharts.module.css';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerStatsProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  weeks: PartnerWeek[];
}

// The charting library is this page's alone, and draws in the browser (a canvas).
const WeeklyCharts = dynamic(() => import('@/components/partners/WeeklyCharts'), { ssr: false, loading: () => <div className={chartStyles.placeholder} /> });

const COLUMNS: [keyof PartnerWeek, string][] = [['views', '閲覧'], ['clips', 'クリップ'], ['reservations', 'フェア予約'], ['attendances', '来館'], ['reviews', '口コミ'], ['contracts', '成約']];

/** /partner/stats: the hall's numbers by week, as charts and as a table beside them (週の始まりは月曜日). */
export default function PartnerStatsPage({ meta, hall, halls, weeks }: PartnerStatsProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/stats" hall={hall} halls={halls}>
      <div className={chartStyles.layout}>
        <WeeklyCharts weeks={weeks} />
        {/* Wider than a phone: it scrolls sideways, so it takes the focus (arrow keys scroll it). */}
        <div className={styles.tableWrap} role="region" aria-label="週ごとの数字の表" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.meta}>週ごとの数字（月曜日から日曜日、直近12週）。予約率は閲覧に対するフェア予約の割合です。</caption>
            <thead>
              <tr>
                <th scope="col">週</th>
                {COLUMNS.map(([, label]) => <th key={label} scope="col">{label}</th>)}
                <th scope="col">予約率</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.week}>
                  <th scope="row">{w.week}〜</th>
                  {COLUMNS.map(([k]) => <td key={k}>{String(w[k])}</td>)}
                  <td>{w.conversion === null ? '—' : `${w.conversion.toFixed(1)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerStatsProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/stats', '数字', '式場の管理画面：週ごとの閲覧・予約・来館・口コミ・成約', { noindex: true }),
    weeks: (await api.call(getPartnerStats, { hall_id: hall.id, weeks: 12 })).weeks,
  })) as never;
