import type { Hall } from '../../../api/contract/halls';
import styles from './RegulationNotes.module.css';

/** The hall's rules: general regulation, postponement, and infection-control notes. */
export function RegulationNotes({ hall }: { hall: Pick<Hall, 'regulation' | 'postponed_regulation' | 'covid_regulation'> }) {
  const notes = [
    ['持ち込み・規約', hall.regulation],
    ['延期・キャンセル規定', hall.postponed_regulation],
    ['感染症対策', hall.covid_regulation],
  ].filter(([, text]) => text.trim() !== '');
  if (notes.length === 0) return <p className={styles.empty}>規約情報は掲載されていません。式場へお問い合わせください。</p>;
  return (
    <div className={styles.list}>
      {notes.map(([title, text]) => (
        <details key={title} className={styles.item} open={notes.length === 1}>
          <summary>{title}</summary>
          <p>{text}</p>
        </details>
      ))}
    </div>
  );
}
