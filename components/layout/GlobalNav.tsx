import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import styles from './GlobalNav.module.css';

export const NAV_LINKS = [
  { href: '/halls/search/', label: '式場を探す', match: '/halls' },
  { href: '/fairs', label: 'フェア', match: '/fairs' },
  { href: '/ring/', label: '指輪', match: '/ring' },
  { href: '/magazine', label: 'マガジン', match: '/magazine' },
  { href: '/brides/', label: '花嫁レポート', match: '/brides' },
  { href: '/clips', label: 'クリップ', match: '/clips' },
] as const;

/** The main sections; scrolls sideways on a phone. */
export function GlobalNav() {
  const { asPath } = useRouter();
  return (
    <nav aria-label="メインメニュー" className={styles.nav}>
      <ul className={`${styles.list} scrollHint`}>
        {NAV_LINKS.map((link) => {
          const current = asPath === link.match || asPath.startsWith(`${link.match}/`) || asPath.startsWith(`${link.match}?`);
          return (
            <li key={link.href}>
              <Link href={link.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
