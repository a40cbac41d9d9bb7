import type { ReactNode } from 'react';
import { HeaderAccountMenu } from '../accounts/HeaderAccountMenu';
import { HeaderFavorites } from '../rings/HeaderFavorites';
import { Footer } from './Footer';
import { GlobalNav } from './GlobalNav';
import { FloatingBanner, GlobalSlots } from './GlobalSlots';
import { Logo } from './Logo';
import { ShellEffects } from './ShellEffects';
import { SiteSearch } from './SiteSearch';
import styles from './Layout.module.css';

/** The shell: header (logo, site search, account menu, sections), the page, footer and the global slots. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <ShellEffects />
      <a href="#main" className={styles.skip}>本文へスキップ</a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo />
          <SiteSearch />
          <div className={styles.account}>
            <HeaderFavorites />
            <HeaderAccountMenu />
          </div>
        </div>
        <GlobalNav />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <FloatingBanner />
      <Footer />
      <GlobalSlots />
    </>
  );
}
