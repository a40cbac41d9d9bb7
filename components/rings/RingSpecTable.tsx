import type { RingDetail } from '../../api/contract/rings';
import { formatYen } from '../../lib/format';
import { cutLabel, designLabel, formatCarat, formatWeeks, formatWidth, metalLabel, optionLabel, ringPriceText, ringTypeLabel } from '../../lib/rings/labels';
import styles from './RingPage.module.css';

/** The ring's specification table (all in Japanese labels). */
export function RingSpecTable({ ring }: { ring: RingDetail }) {
  const rows: [string, string][] = [
    ['種類', ringTypeLabel(ring.type)],
    ['価格', ringPriceText(ring)],
    ...(ring.type === 'wedding' && ring.price_ladies !== null && ring.price_mens !== null
      ? ([['レディース', `${formatYen(ring.price_ladies)}（税込）`], ['メンズ', `${formatYen(ring.price_mens)}（税込）`]] as [string, string][])
      : []),
    ['素材', metalLabel(ring.metal)],
    ['デザイン', designLabel(ring.design)],
    ['幅', formatWidth(ring.width_mm)],
    ...(ring.type === 'engagement'
      ? ([['カラット', formatCarat(ring.carat)], ['カラー', ring.color ?? '—'], ['クラリティ', ring.clarity ?? '—'], ['カット', cutLabel(ring.cut) || '—']] as [string, string][])
      : []),
    ['オーダー', ring.options.map(optionLabel).filter(Boolean).join('、') || '—'],
    ['納期', formatWeeks(ring.delivery_weeks)],
  ];
  return (
    <table className={styles.spec}>
      <caption className="visually-hidden">{ring.name}の仕様</caption>
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}><th scope="row">{k}</th><td>{v}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
