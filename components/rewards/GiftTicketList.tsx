import Link from '@/components/ui/Link';
import type { GiftTicket, GiftTicketState } from '../../api/contract/giftTickets';
import { GIFT_STATE_LABELS } from '../../api/contract/giftTicketLabels';
import { formatDateTimeJa, yen } from './format';
import styles from './Rewards.module.css';

const ORDER: GiftTicketState[] = ['available', 'rejected', 'applied', 'approved', 'expired'];

export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={styles.state} data-state={state}>{label}</span>;
}

/** The member's tickets grouped by state, the ones she can act on first. */
export function GiftTicketList({ items }: { items: GiftTicket[] }) {
  if (!items.length) return <p className={styles.lead}>まだギフト券はありません。ムスビで予約したフェアに参加して口コミを投稿すると、ギフト券をお贈りします。</p>;
  return (
    <>
      {ORDER.map((state) => {
        const list = items.filter((t) => t.state === state);
        if (!list.length) return null;
        return (
          <section key={state} className={styles.group} aria-labelledby={`tickets-${state}`}>
            <h2 id={`tickets-${state}`}>{GIFT_STATE_LABELS[state]}（{list.length}件）</h2>
            <ul className={styles.cards}>
              {list.map((t) => (
                <li key={t.id} className={styles.card}>
                  <Link href={`/mypage/gifttickets/${t.id}`}>
                    <span className={styles.cardTitle}>{t.kind_label}のギフト券</span>
                    <p className={styles.amount}>{yen(t.amount)}</p>
                    <StateBadge state={t.state} label={t.state_label} />
                    <p className={styles.meta}>
                      {t.tenant.name} ・ {t.state === 'approved' ? '承認済み' : `申請期限 ${formatDateTimeJa(t.deadline, { deadline: true })}`}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
