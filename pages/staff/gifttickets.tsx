import type { GetServerSideProps } from 'next';
import { listAppliedTickets, type StaffGiftTicket } from '@/api/contract/giftTickets';
import { StaffActions } from '@/components/rewards/StaffButton';
import { yen } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { StaffPage } from '@/components/rewards/StaffPage';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadStaffPage } from '@/lib/rewards/staffPage';
import { formatNumber } from '@/lib/format';

export interface StaffTicketsProps {
  meta: PageMeta;
  items: StaffGiftTicket[];
}

/** /staff/gifttickets: 申請中のギフト券; approval issues the gift code, a send-back carries the reason. */
export default function StaffGiftTicketsPage({ meta, items }: StaffTicketsProps) {
  return (
    <StaffPage meta={meta} path="/staff/gifttickets" items={items} empty="申請中のギフト券はありません。">
      {(t) => (
        <li key={t.id} className={styles.card}>
          <h2 style={{ fontSize: '1rem', margin: '0 0 4px' }}>{t.kind_label}のギフト券 {yen(t.amount)}</h2>
          <p className={styles.meta}>{t.member_nickname}さん ・ {t.tenant.name}</p>
          <p className={styles.meta}>{t.conditions}</p>
          {t.needs_receipt ? (
            <dl className={styles.dl}>
              <dt>購入日</dt><dd>{t.purchase_date ?? '—'}</dd>
              <dt>購入店舗</dt><dd>{t.shop_name ?? '—'}</dd>
              <dt>購入金額</dt><dd>{t.purchase_amount !== null ? `${formatNumber(t.purchase_amount)}円` : '—'}</dd>
              <dt>領収書</dt><dd>{t.receipt_image_url ? <a href={t.receipt_image_url} target="_blank" rel="noreferrer">画像を開く</a> : '—'}</dd>
            </dl>
          ) : null}
          <StaffActions id={t.id} approve="approveTicket" reject="rejectTicket" label="承認してコードを発行する" />
        </li>
      )}
    </StaffPage>
  );
}

export const getServerSideProps: GetServerSideProps<StaffTicketsProps> = (ctx) =>
  loadStaffPage(ctx, async (api) => ({ meta: pageMeta('/staff/gifttickets', 'ギフト券の申請', 'スタッフ用：ギフト券の申請の確認', { noindex: true }), items: (await api.call(listAppliedTickets, {})).items }));
