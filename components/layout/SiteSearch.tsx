import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { browserApi } from '@/api/client';
import type { SearchSuggestions } from '@/api/contract/search';
import styles from './SiteSearch.module.css';

type Suggestion = SearchSuggestions['items'][number];

const TYPE_LABELS: Record<Suggestion['type'], string> = { hall: '式場', prefecture: '都道府県', area: 'エリア', station: '駅', article: '記事' };
/** Suggestions start from the second character, a moment after she stops typing. */
const MIN_CHARS = 2;
const DELAY_MS = 150;

/**
 * The site search box: a plain GET form to /search?q= that works before hydration too, and a
 * combobox (WAI-ARIA 1.2, list autocomplete) that suggests halls, places and articles from the
 * second character. ↑↓ move through the suggestions, Enter opens the one chosen (or searches),
 * Esc closes the list; a screen reader hears how many there are.
 */
export function SiteSearch() {
  const router = useRouter();
  const current = router.pathname === '/search' && typeof router.query.q === 'string' ? router.query.q : '';
  const [q, setQ] = useState(current);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef('');
  const listId = useId();
  useEffect(() => setQ(current), [current]);

  useEffect(() => {
    const text = q.trim();
    if (Array.from(text).length < MIN_CHARS) {
      setItems([]);
      return undefined;
    }
    const timer = setTimeout(() => {
      asked.current = text;
      import('@/api/contract/search')
        .then(({ searchSuggest }) => browserApi().call(searchSuggest, { q: text }))
        .then((answer) => {
          if (asked.current !== text) return;
          setItems(answer.items);
          setActive(-1);
        })
        .catch(() => setItems([]));
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const expanded = open && items.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const go = (s: Suggestion) => {
    setOpen(false);
    void router.push(s.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the text she typed) and each suggestion, in a ring.
      setActive((a) => ((a + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      go(items[active]);
    }
  };

  return (
    <form action="/search" method="get" role="search" className={styles.search} aria-label="サイト内検索">
      <label htmlFor="site-search" className="visually-hidden">式場・フェア・記事をキーワードで検索</label>
      <div className={styles.box}>
        <input
          id="site-search"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          placeholder="式場・エリア・記事を探す"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          className={styles.input}
        />
        <ul id={listId} role="listbox" aria-label="検索候補" className={styles.list} hidden={!expanded}>
          {items.map((s, i) => (
            <li
              key={`${s.type}-${s.url}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(s)}
            >
              <span className={styles.type}>{TYPE_LABELS[s.type]}</span>
              <span className={styles.label}>{s.label}</span>
              {s.sub ? <span className={styles.sub}>{s.sub}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && Array.from(q.trim()).length >= MIN_CHARS ? (items.length ? `候補が${items.length}件あります。上下の矢印キーで選べます。` : '') : ''}
      </span>
      <button type="submit" className={styles.button} aria-label="検索">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
