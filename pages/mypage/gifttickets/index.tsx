import type { GetServerSideProps } from 'next';
import Link from '@/components/ui/Link';
import { myGiftTickets, type GiftTicket } from '@/api/contract/giftTickets';
import { getMyReferral, type MyReferral } from '@/api/contract/referrals';
import { GiftTicketList } from '@/components/rewards/GiftTicketList';
import { ReferralBox } from '@/components/rewards/ReferralBox';
import { yen } from '@/components/rewards/format';
import styles from '@/components/rewards/Rewards.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Seo } from '@/components/ui/Seo';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { memberOrRedirect } from '@/lib/rewards/memberPage';

export interface GiftTicketsPageProps {
  meta: PageMeta;
  items: GiftTicket[];
  totalReceived: number;
  referral: MyReferral;
}

/** /mypage/gifttickets: the member's ギフト券 by state, the total received, and her referral code. */
export default function GiftTicketsPage({ meta, items, totalReceived, referral }: GiftTicketsPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <Breadcrumbs items={[{ name: 'マイページ', href: '/account' }, { name: 'ギフト券' }]} />
      <h1>ギフト券</h1>
      <p className={styles.total}>これまでに受け取ったギフト券：{yen(totalReceived)}</p>
      <GiftTicketList items={items} />
      <ReferralBox referral={referral} />
      <p className={styles.meta}>
        <Link href="/mypage/reviews">投稿した口コミ</Link> ・ <Link href="/mypage/contracts">成約を報告する（成約ギフト券）</Link> ・ <Link href="/go_to_wedding/">Go To Wedding キャンペーン</Link>
      </p>
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<GiftTicketsPageProps> = async (ctx) => {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  const [tickets, referral] = await Promise.all([m.api.call(myGiftTickets, {}), m.api.call(getMyReferral, {})]);
  return {
    props: {
      meta: pageMeta('/mypage/gifttickets', 'ギフト券', 'フェア参加や口コミ投稿、お友だち紹介でもらえるギフト券の一覧です。', { noindex: true }),
      items: tickets.items,
      totalReceived: tickets.total_received,
      referral,
    },
  };
};
