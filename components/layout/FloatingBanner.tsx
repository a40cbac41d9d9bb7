import Link from '@/components/ui/Link';
import { useEffect } from 'react';
import { weddingHasPassed } from '../../lib/weddingPassed';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { appActions } from '../../store/slices/app';
import styles from './FloatingBanner.module.css';

export const PHOTO_PRINT_BANNER = 'photo-print';
const HIDDEN_KEY = 'musubi_hidden_banners';
export const PHOTO_PRINT_PATH = '/photo-print';

function readHidden(): string[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(HIDDEN_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The photo-print notice, at the end of the page above the footer: it never covers the page or its
 * action bars. Shown only to a signed-in couple whose wedding is behind them (her wedding season
 * has ended), on the web, until she closes it; it leads to our own /photo-print guide.
 */
export function FloatingBanner() {
  const dispatch = useAppDispatch();
  const { visible, hiddenItems } = useAppSelector((s) => s.app.floatingBanner);
  const isInApp = useAppSelector((s) => s.app.isInApp);
  const married = useAppSelector((s) => weddingHasPassed(s.user.me.data?.wedding_season));

  useEffect(() => {
    const hidden = readHidden();
    hidden.forEach((item) => dispatch(appActions.hideBannerItem(item)));
    if (!hidden.includes(PHOTO_PRINT_BANNER)) dispatch(appActions.showFloatingBanner());
  }, [dispatch]);

  if (!visible || !married || isInApp || hiddenItems.includes(PHOTO_PRINT_BANNER)) return null;

  const hide = () => {
    dispatch(appActions.hideBannerItem(PHOTO_PRINT_BANNER));
    try {
      window.localStorage.setItem(HIDDEN_KEY, JSON.stringify([...readHidden(), PHOTO_PRINT_BANNER]));
    } catch {
      // private mode: hidden for this visit only
    }
  };

  return (
    <aside className={styles.banner} aria-label="お知らせ">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 32 32" width="32" height="32" focusable="false">
          <rect x="3" y="7" width="26" height="20" rx="4" fill="var(--color-primary)" />
          <circle cx="16" cy="17" r="6" fill="#fff" />
          <circle cx="16" cy="17" r="3.5" fill="var(--color-accent)" />
          <rect x="10" y="3.5" width="12" height="5" rx="2" fill="var(--color-primary-dark)" />
        </svg>
      </span>
      <p className={styles.text}>
        <strong>結婚式の写真をプリントに</strong>
        <span>写真プリントとフォトブックの選び方</span>
      </p>
      <Link href={PHOTO_PRINT_PATH} className={styles.cta} aria-label="結婚式の写真のプリントについて詳しく">
        詳しく
      </Link>
      <button type="button" className={styles.close} onClick={hide} aria-label="このお知らせを閉じる">
        ×
      </button>
    </aside>
  );
}
