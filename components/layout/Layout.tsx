import type { ReactNode } from 'react';
import { HeaderAccountMenu } from '../accounts/HeaderAccountMenu';
import { LoginRequestModal } from '../accounts/LoginRequestModal';
import { AppModal } from './AppModal';
import { FloatingBanner } from './FloatingBanner';
import { Footer } from './Footer';
import { GlobalNav } from './GlobalNav';
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
            <HeaderAccountMenu />
          </div>
        </div>
        <GlobalNav />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingBanner />
      <LoginRequestModal />
      <AppModal />
    </>
  );
}
