import { FAIR_FLAGS, FAIR_FLAG_LABELS, type FairFlag } from '../../lib/constants';
import styles from './FairFlagIcons.module.css';

/** Simple line icons, one per fair content (24×24, stroke = currentColor). */
const ICONS: Record<FairFlag, string> = {
  has_consultation: 'M4 5h16v10H9l-5 4z',
  has_mock_ceremony: 'M9 14a4 4 0 1 1 0-.1zM15 14a4 4 0 1 1 0-.1zM10 5l2-2 2 2-2 2z',
  has_mock_reception: 'M8 3h8l-1 7a3 3 0 0 1-6 0zM12 13v7M8 21h8',
  has_tasting: 'M7 3v7a2 2 0 0 0 4 0V3M9 10v11M16 3c-2 2-2 7 0 8v10',
  has_try_dress: 'M9 3h6l-1 5 5 13H5l5-13z',
  has_show: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z',
  has_decoration: 'M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12 3v6M12 15v6M3 12h6M15 12h6',
  has_food: 'M12 12m-8 0a8 8 0 1 0 16 0a8 8 0 1 0-16 0M12 12m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
};

export function FairFlagIcon({ flag }: { flag: FairFlag }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={ICONS[flag]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The fair's contents as icons with their Japanese labels; `all` also shows the absent ones greyed. */
export function FairFlagIcons({ fair, all = false, compact = false }: { fair: Record<FairFlag, boolean>; all?: boolean; compact?: boolean }) {
  const shown = FAIR_FLAGS.filter((f) => all || fair[f]);
  if (shown.length === 0) return null;
  return (
    <ul className={`${styles.list} ${compact ? styles.compact : ''}`} aria-label="フェアの内容">
      {shown.map((f) => (
        <li key={f} className={fair[f] ? styles.on : styles.off}>
          <FairFlagIcon flag={f} />
          <span>{FAIR_FLAG_LABELS[f]}</span>
          {all && !fair[f] ? <span className="visually-hidden">（なし）</span> : null}
        </li>
      ))}
    </ul>
  );
}
