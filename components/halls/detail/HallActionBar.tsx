import Link from '@/components/ui/Link';
import { HallClipButton } from '../../clips/HallClipButton';
import styles from './HallActionBar.module.css';

/**
 * The hall's main actions, always at hand on a phone: フェア予約, 見学予約 (by phone) and クリップ.
 * Fixed to the bottom below 1024 px; the page reserves its height, so it never covers content.
 */
export function HallActionBar({ hallId, hallName, tel, hasFair }: { hallId: number; hallName: string; tel: string; hasFair: boolean }) {
  const telHref = `tel:${tel.replace(/[^\d+]/g, '')}`;
  return (
    <nav className={styles.bar} aria-label={`${hallName}の予約・クリップ`}>
      <HallClipButton hallId={hallId} hallName={hallName} compact />
      {tel ? (
        <>
          <a className={`${styles.secondary} ${styles.call}`} href={telHref}>
            見学予約<span className={styles.sub}>電話</span>
          </a>
          {/* A computer has no phone to call with: the number to dial, no tel: link. */}
          <span className={`${styles.secondary} ${styles.number}`}>
            見学予約<span className={styles.sub}>電話 {tel}</span>
          </span>
        </>
      ) : null}
      <Link className={styles.primary} href={`/halls/${hallId}/fairs`} aria-disabled={!hasFair || undefined}>
        {hasFair ? 'フェア予約' : 'フェア日程を見る'}
      </Link>
    </nav>
  );
}
