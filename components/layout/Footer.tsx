import Link from 'next/link';
import styles from './Footer.module.css';

const SECTIONS = [
  {
    title: '式場を探す',
    links: [
      { href: '/halls/search/', label: '式場検索' },
      { href: '/pref/tokyo', label: '東京の結婚式場' },
      { href: '/pref/osaka', label: '大阪の結婚式場' },
      { href: '/fairs', label: 'ブライダルフェア' },
    ],
  },
  {
    title: '読む',
    links: [
      { href: '/magazine', label: 'マガジン' },
      { href: '/clips', label: 'クリップ' },
    ],
  },
  {
    title: 'musubiについて',
    links: [
      { href: '/register', label: '会員登録' },
      { href: '/login', label: 'ログイン' },
    ],
  },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="サイトマップ" className={styles.inner}>
        {SECTIONS.map((section) => (
          <section key={section.title} className={styles.section} aria-label={section.title}>
            <h2 className={styles.title}>{section.title}</h2>
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className={styles.copy}>
        <small>© musubi（ムスビ）　ふたりの結婚式準備を、もっと楽しく。</small>
      </p>
    </footer>
  );
}
