import type { GetServerSideProps } from 'next';
import { myGiftTicket, type GiftTicketDetail } from '@/api/contract/giftTickets';
import { isApiClientError } from '@/api/errors';
import { ApplyForm } from '@/components/rewards/ApplyForm';
import { StateBadge } from '@/components/rewards/GiftTicketList';
import { formatDateTimeJa, yen } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';
import { formatDateJa, formatNumber } from '@/lib/format';
import { codeExpired } from '@/lib/rewards/giftCodeValidity';
import { VerifyEmailNotice } from '@/components/accounts/VerifyEmailNotice';

export interface GiftTicketPageProps {
  meta: PageMeta;
  ticket: GiftTicketDetail;
  userId: number;
  /** The wedding token the web session holds: the apply call needs it (§6). */
  token: string | null;
}

/** /mypage/gifttickets/{id}: conditions, deadline, the code once approved, the application form, the history. */
export default function GiftTicketPage({ meta, ticket, userId, token }: GiftTicketPageProps) {
  const expired = codeExpired(ticket.code_valid_until);
  const canApply = ticket.state === 'available' || ticket.state === 'rejected';
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'マイページ', href: '/account' }, { name: 'ギフト券', href: '/mypage/gifttickets' }, { name: `${ticket.kind_label}のギフト券` }]} />
      <h1>{ticket.kind_label}のギフト券</h1>
      {canApply ? <VerifyEmailNotice what="ギフト券の申請" /> : null}
      <p className={styles.amount}>{yen(ticket.amount)}</p>
      <p><StateBadge state={ticket.state} label={ticket.state_label} /></p>
      {ticket.state === 'approved' && ticket.gift_code ? (
        <section className={styles.section} aria-labelledby="code-title">
          <h2 id="code-title">ギフトコード</h2>
          <p className={styles.code} data-testid="gift-code">{ticket.gift_code}</p>
          <p>
            {ticket.used_at
              ? `${ticket.tenant.name}でご利用済みです（利用済み）。`
              : expired
                ? '有効期限を過ぎたため、このコードはご利用いただけません。'
                : `${ticket.tenant.name}でこのコードをお伝えいただくと、${ticket.amount.toLocaleString('ja-JP')}円分としてご利用いただけます。`}
          </p>
          {ticket.code_valid_until && !ticket.used_at ? <p data-testid="gift-code-valid-until">有効期限：{formatDateJa(ticket.code_valid_until)}まで</p> : null}
        </section>
      ) : null}
      {ticket.state === 'rejected' && ticket.reject_reason ? (
        <div className={styles.reason} role="note"><strong>差し戻しの理由：</strong>{ticket.reject_reason}</div>
      ) : null}
      <section className={styles.section} aria-labelledby="conditions-title">
        <h2 id="conditions-title">条件</h2>
        <p>{ticket.conditions}</p>
        <dl className={styles.dl}>
          <dt>提供</dt>
          <dd>{ticket.tenant.name}</dd>
          <dt>申請期限</dt>
          <dd>{formatDateTimeJa(ticket.deadline, { deadline: true })}</dd>
          {ticket.shop_name ? (<><dt>購入店舗</dt><dd>{ticket.shop_name}</dd></>) : null}
          {ticket.purchase_date ? (<><dt>購入日</dt><dd>{ticket.purchase_date}</dd></>) : null}
          {ticket.purchase_amount !== null ? (<><dt>購入金額</dt><dd>{formatNumber(ticket.purchase_amount)}円</dd></>) : null}
        </dl>
      </section>
      {canApply && token ? (
        <section className={styles.section}>
          <ApplyForm ticket={ticket} userId={userId} token={token} />
        </section>
      ) : null}
      {ticket.state === 'expired' ? <p className={styles.lead}>申請期限を過ぎたため、このギフト券は申請できません。</p> : null}
      <section className={styles.section} aria-labelledby="history-title">
        <h2 id="history-title">これまでの状況</h2>
        <ol className={styles.history}>
          {ticket.history.map((h, i) => (
            <li key={i}>
              <StateBadge state={h.state} label={h.state_label} /> <span className={styles.meta}>{formatDateTimeJa(h.at)}</span>
              {h.note ? <p className={styles.meta}>{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<GiftTicketPageProps> = async (ctx) => {
  const raw = ctx.params?.id;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return { notFound: true };
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  try {
    const { ticket, wedding_token } = await m.api.call(myGiftTicket, { id: Number(raw) });
    return {
      props: {
        meta: pageMeta(`/mypage/gifttickets/${ticket.id}`, `${ticket.kind_label}のギフト券`, 'ギフト券の条件、申請期限、申請フォームと状況です。', { noindex: true }),
        ticket,
        userId: m.user.user_id,
        token: wedding_token,
      },
    };
  } catch (e) {
    if (isApiClientError(e) && e.status === 404) return { notFound: true };
    throw e;
  }
};
