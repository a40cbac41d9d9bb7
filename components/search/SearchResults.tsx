import Link from '@/components/ui/Link';
import type { SearchGroup, SearchHit } from '@/api/contract/search';
import { formatDateJa } from '@/lib/format';
import { Highlight } from './Highlight';
import styles from './SearchResults.module.css';

/** A count as the page says it: 「1,000件以上」 past the cap. */
export function countLabel(g: Pick<SearchGroup, 'count' | 'count_capped'>): string {
  return `${g.count.toLocaleString('ja-JP')}件${g.count_capped ? '以上' : ''}`;
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className={styles.item}>
      {hit.image_url ? <img className={styles.thumb} src={hit.image_url} alt="" width={88} height={66} loading="lazy" decoding="async" /> : null}
      <div className={styles.body}>
        <Link href={hit.url} className={styles.title}><Highlight parts={hit.title_parts} /></Link>
        {hit.subtitle || hit.date ? (
          <p className={styles.sub}>{[hit.subtitle, hit.date ? `次回 ${formatDateJa(hit.date)}` : ''].filter(Boolean).join('・')}</p>
        ) : null}
        {hit.snippet.length ? <p className={styles.snippet}><Highlight parts={hit.snippet} /></p> : null}
      </div>
    </li>
  );
}

/** One kind's results: heading with its count, the items, and a link to all of them. */
export function SearchResultGroup({ group, showMore }: { group: SearchGroup; showMore: boolean }) {
  const headingId = `search-group-${group.kind}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <h2 id={headingId} className={styles.groupTitle}>
          {group.label}<span className={styles.count}>{countLabel(group)}</span>
        </h2>
        {showMore && group.count > group.items.length ? (
          <Link href={group.more_url} className={styles.more}>{group.label}をすべて見る<span className="visually-hidden">（{countLabel(group)}）</span></Link>
        ) : null}
      </div>
      {group.items.length ? (
        <ul className={styles.list}>{group.items.map((h) => <Hit key={`${h.kind}-${h.id}`} hit={h} />)}</ul>
      ) : (
        <p className={styles.none}>該当する{group.label}はありません。</p>
      )}
    </section>
  );
}
