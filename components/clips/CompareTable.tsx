import Link from '@/components/ui/Link';
import type { CSSProperties, ReactNode } from 'react';
import type { Hall } from '../../api/contract/halls';
import { REVIEW_CATEGORY_LABELS, reviewCategoryKeys } from '../../api/contract/reviewVocabulary';
import type { Fair } from '../../api/contract/fairs';
import { formatDateJa, formatPeople } from '../../lib/format';
import styles from './CompareTable.module.css';

export interface ComparedHall {
  hall: Hall;
  /** Category averages of the hall's reviews (口コミ), with the overall rating. */
  scores: Record<(typeof reviewCategoryKeys)[number], number> & { rating: number };
  reviewCount: number;
  nextFair: Pick<Fair, 'id' | 'name' | 'hold_at'> | null;
  note: string;
}

function Score({ value, best }: { value: number; best: boolean }) {
  if (!value) return <span className={styles.muted}>—</span>;
  return (
    <>
      <span className={best ? styles.best : undefined}>{value.toFixed(1)}{best ? '（最高）' : ''}</span>
      <span className={styles.bar} aria-hidden="true"><span style={{ width: `${(value / 5) * 100}%` }} /></span>
    </>
  );
}

/** Up to four clipped halls side by side: a real table whose row labels stay in view while scrolling. */
export function CompareTable({ halls }: { halls: ComparedHall[] }) {
  const bestOf = (pick: (h: ComparedHall) => number) => Math.max(...halls.map(pick));
  const row = (label: string, cell: (h: ComparedHall) => ReactNode) => (
    <tr key={label}>
      <th scope="row" className={styles.rowLabel}>{label}</th>
      {halls.map((h) => <td key={h.hall.id}>{cell(h)}</td>)}
    </tr>
  );
  const minPrice = Math.min(...halls.map((h) => h.hall.price_min || Infinity));
  return (
    <div className={styles.scroller} role="region" aria-label="式場の比較表（横にスクロールできます）" tabIndex={0}>
      <table className={styles.table} style={{ '--cols': halls.length } as CSSProperties}>
        <caption className="visually-hidden">クリップした式場の比較</caption>
        <thead>
          <tr>
            <td className={`${styles.rowLabel} ${styles.corner}`} />
            {halls.map((h) => (
              <th key={h.hall.id} scope="col" className={styles.hallHead}>
                {h.hall.cover_images[0] ? <img src={h.hall.cover_images[0].image_url} alt="" loading="lazy" /> : null}
                <Link href={`/halls/${h.hall.id}`}>{h.hall.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('費用目安', (h) => (
            h.hall.price_min && h.hall.price_min === minPrice && halls.length > 1
              ? <span className={styles.best}>{h.hall.price_range}（最安）</span>
              : h.hall.price_range || '要問い合わせ'
          ))}
          {row('口コミ総合', (h) => (
            <>
              <Score value={h.scores.rating} best={halls.length > 1 && h.scores.rating > 0 && h.scores.rating === bestOf((x) => x.scores.rating)} />
              <span className={styles.muted}>（{h.reviewCount}件）</span>
            </>
          ))}
          {reviewCategoryKeys.map((k) =>
            row(REVIEW_CATEGORY_LABELS[k], (h) => <Score value={h.scores[k]} best={halls.length > 1 && h.scores[k] > 0 && h.scores[k] === bestOf((x) => x.scores[k])} />),
          )}
          {row('収容人数', (h) => `${formatPeople(h.hall.capacity_min)}〜${formatPeople(h.hall.capacity_max)}`)}
          {row('タイプ', (h) => h.hall.service_name)}
          {row('アクセス', (h) => (
            <>
              {h.hall.access || (h.hall.station_name ? `${h.hall.station_name}駅${h.hall.walk_minutes ? ` 徒歩${h.hall.walk_minutes}分` : ''}` : '—')}
              <br />
              <span className={styles.muted}>{h.hall.address}</span>
            </>
          ))}
          {row('次のフェア', (h) =>
            h.nextFair ? (
              <Link href={`/halls/${h.hall.id}/fairs/${h.nextFair.id}`}>
                {formatDateJa(h.nextFair.hold_at)}
                <br />
                {h.nextFair.name}
              </Link>
            ) : (
              <span className={styles.muted}>予定なし</span>
            ),
          )}
          {row('メモ', (h) => (h.note ? <span className={styles.note}>{h.note}</span> : <span className={styles.muted}>—</span>))}
        </tbody>
      </table>
    </div>
  );
}
