import Link from '@/components/ui/Link';
import { KANA_ROWS, type KanaRow } from '../../api/contract/ringVocabulary';
import { ringPaths } from '../../api/contract/ringPaths';
import styles from './RingPage.module.css';

/** The 50音 index of the brand list; rows without brands are shown but not linked. */
export function KanaIndex({ current, available }: { current: KanaRow | null; available: KanaRow[] }) {
  return (
    <nav aria-label="50音から探す" className={styles.kana}>
      <ul>
        <li>{current === null ? <span aria-current="page">すべて</span> : <Link href={ringPaths.brands}>すべて</Link>}</li>
        {KANA_ROWS.map((row) => (
          <li key={row}>
            {row === current ? (
              <span aria-current="page">{row}行</span>
            ) : available.includes(row) ? (
              <Link href={`${ringPaths.brands}?row=${encodeURIComponent(row)}`}>{row}行</Link>
            ) : (
              <span className={styles.kanaEmpty}>{row}行</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
