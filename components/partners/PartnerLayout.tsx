import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import type { PageMeta } from '../../lib/halls/seo';
import type { PartnerHall } from '../../api/contract/partners';
import { PARTNER_ROLE_LABELS } from '../../api/contract/partnerLabels';
import { Seo } from '../ui/Seo';
import styles from './Partner.module.css';

export const PARTNER_PAGES = [
  { href: '/partner', title: 'ダッシュボード' },
  { href: '/partner/profile', title: 'プロフィール' },
  { href: '/partner/photos', title: '写真' },
  { href: '/partner/plans', title: 'プラン・特典' },
  { href: '/partner/fairs', title: 'フェア' },
  { href: '/partner/reservations', title: '予約' },
  { href: '/partner/reviews', title: '口コミ' },
  { href: '/partner/stats', title: '数字' },
  { href: '/partner/team', title: 'メンバー・操作履歴', owner: true },
] as const;

/** The console's frame: the hall (and a switch between her halls), the sections, then the page. */
export function PartnerLayout({ meta, path, hall, halls, children }: { meta: PageMeta; path: string; hall: PartnerHall; halls: PartnerHall[]; children: ReactNode }) {
  const q = halls.length > 1 ? `?hall=${hall.id}` : '';
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <div className={styles.head}>
        <h1>{PARTNER_PAGES.find((p) => p.href === path)?.title ?? meta.title}<span className={styles.meta}>（{hall.name}・{PARTNER_ROLE_LABELS[hall.role]}）</span></h1>
        {halls.length > 1 ? (
          <nav aria-label="式場の切り替え" className={styles.meta}>
            {halls.filter((h) => h.id !== hall.id).map((h) => <Link key={h.id} href={`${path}?hall=${h.id}`}>{h.name}</Link>)}
          </nav>
        ) : null}
      </div>
      <nav aria-label="管理画面のメニュー">
        <ul className={styles.nav}>
          {PARTNER_PAGES.filter((p) => !('owner' in p) || hall.role === 'owner').map((p) => (
            <li key={p.href}><Link href={`${p.href}${q}`} aria-current={p.href === path ? 'page' : undefined}>{p.title}</Link></li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
