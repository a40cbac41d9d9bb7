import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../lib/halls/seo';
import { Seo } from '../ui/Seo';
import styles from './Rewards.module.css';

const PAGES = [
  { href: '/staff/reviews', title: '口コミの審査' },
  { href: '/staff/gifttickets', title: 'ギフト券の申請' },
  { href: '/staff/attendances', title: 'フェアの来館確認' },
  { href: '/staff/magazine', title: 'マガジンの同期' },
];

/** The frame of a staff page: title, links to the other staff pages, then its list (or the empty message). */
export function StaffPage<T>({ meta, path, lead, items, empty, children }: { meta: PageMeta; path: string; lead?: string; items: T[]; empty: string; children: (item: T) => ReactNode }) {
  const title = PAGES.find((p) => p.href === path)?.title ?? meta.title;
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1>{title}</h1>
      <nav aria-label="スタッフ用ページ" className={styles.meta}>
        {PAGES.filter((p) => p.href !== path).map((p, i) => (
          <span key={p.href}>{i ? ' ・ ' : ''}<Link href={p.href}>{p.title}</Link></span>
        ))}
      </nav>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {items.length ? <ul className={styles.cards}>{items.map(children)}</ul> : <p className={styles.lead}>{empty}</p>}
    </div>
  );
}
