import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { HeaderAccountMenu } from '../accounts/HeaderAccountMenu';
import { Footer } from './Footer';
import { GlobalNav } from './GlobalNav';
import { FloatingBanner, GlobalSlots } from './GlobalSlots';
import { WhenNear } from '@/components/ui/WhenNear';
import { Logo } from './Logo';
import { ShellEffects } from './ShellEffects';
import { SiteSearch } from './SiteSearch';
import styles from './Layout.module.css';

// Members only: the favourites' count (and the rings slice it reads) load once she is signed in,
// not with every anonymous page. Rendered on the server for a member, so hydration waits for it.
const HeaderFavorites = dynamic(() => import('../rings/HeaderFavorites').then((m) => m.HeaderFavorites));

function MemberFavorites() {
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  return signedIn ? <HeaderFavorites /> : null;
}

/**
 * The shell: header (logo, site search, account menu, sections), the page, footer and the global slots.
 * `light`: the logo alone in the header, for pages whose visitor has nothing to log in to or search
 * (a parent answering the couple's questionnaire).
 */
export function Layout({ children, light = false }: { children: ReactNode; light?: boolean }) {
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  return (
    <>
      <ShellEffects />
      <a href="#main" className={styles.skip}>本文へスキップ</a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo compact={signedIn && !light} />
          {light ? null : (
            <>
              <SiteSearch />
              <div className={styles.account}>
                <MemberFavorites />
                <HeaderAccountMenu />
              </div>
            </>
          )}
        </div>
        {light ? null : <GlobalNav />}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <WhenNear>
        <FloatingBanner />
      </WhenNear>
      <Footer />
      <GlobalSlots />
    </>
  );
}
