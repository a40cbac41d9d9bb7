import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './Layout.module.css';

/** The shell: header with logo and site search, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>本文へスキップ</a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link href="/" className={styles.logo} aria-label="musubi ホーム">
            musubi<span className={styles.logoJa}>ムスビ</span>
          </Link>
          <form action="/halls/" method="get" role="search" className={styles.search}>
            <label htmlFor="site-search" className="visually-hidden">式場名で検索</label>
            <input id="site-search" name="name" type="search" placeholder="式場名・エリアで探す" className={styles.searchInput} />
            <button type="submit" className={styles.searchButton}>検索</button>
          </form>
        </div>
      </header>
      <main id="main" className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <nav aria-label="フッター" className={styles.inner}>
          <Link href="/halls/search/">式場を探す</Link>
          <Link href="/magazine">マガジン</Link>
        </nav>
        <p className={styles.copy}>© musubi</p>
      </footer>
    </>
  );
}
