import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styles from './SiteSearch.module.css';

/** The site search box: a plain GET form to /halls/?name= that works before hydration too. */
export function SiteSearch() {
  const router = useRouter();
  const current = router.pathname === '/halls' && typeof router.query.name === 'string' ? router.query.name : '';
  const [name, setName] = useState(current);
  useEffect(() => setName(current), [current]);
  return (
    <form action="/halls/" method="get" role="search" className={styles.search} aria-label="サイト内検索">
      <label htmlFor="site-search" className="visually-hidden">式場名・エリアで検索</label>
      <input
        id="site-search"
        name="name"
        type="search"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="式場名・エリアで探す"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.button} aria-label="検索">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
