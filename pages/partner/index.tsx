import type { GetServerSideProps } from 'next';
import type { PartnerHall } from '@/api/contract/partners';
import { listPartnerContracts, listPartnerGiftCodes, type PartnerContract, type PartnerGiftCode } from '@/api/contract/partnerDesk';
import Link from '@/components/ui/Link';
import { ContractDecision, GiftCodeUse } from '@/components/partners/DeskItems';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import styles from '@/components/partners/Partner.module.css';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerHomeProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  contracts: PartnerContract[];
  gifts: PartnerGiftCode[];
}

/** /partner/: what waits for the hall — new reservations, contracts to confirm, gift codes to honour. */
export default function PartnerHomePage({ meta, hall, halls, contracts, gifts }: PartnerHomeProps) {
  const q = halls.length > 1 ? `?hall=${hall.id}` : '';
  return (
    <PartnerLayout meta={meta} path="/partner" hall={hall} halls={halls}>
      <p>新しい予約：<Link href={`/partner/reservations${q}`}>{hall.new_reservations}件</Link> ・ 確認待ちの成約報告：{hall.pending_contracts}件 ・ <Link href={`/partner/profile${q}`}>プロフィールを編集する</Link> ・ <Link href={`/halls/${hall.id}`}>公開ページを見る</Link></p>
      <section aria-labelledby="contracts-title">
        <h2 id="contracts-title">成約報告</h2>
        {contracts.length ? <ul className={styles.cards}>{contracts.map((c) => <ContractDecision key={c.id} hallId={hall.id} contract={c} />)}</ul> : <p className={styles.meta}>成約報告はまだありません。</p>}
      </section>
      <section aria-labelledby="gifts-title">
        <h2 id="gifts-title">ギフトコード</h2>
        <p className={styles.meta}>この式場が提供するギフト券のコードです。お客様がご利用になったら「利用済みにする」を押してください。</p>
        {gifts.length ? <ul className={styles.cards}>{gifts.map((g) => <GiftCodeUse key={g.id} hallId={hall.id} gift={g} />)}</ul> : <p className={styles.meta}>発行済みのギフトコードはありません。</p>}
      </section>
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerHomeProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/', '式場の管理画面', '式場の管理画面：予約・成約報告・ギフトコード', { noindex: true }),
    contracts: (await api.call(listPartnerContracts, { hall_id: hall.id })).items,
    gifts: (await api.call(listPartnerGiftCodes, { hall_id: hall.id })).items,
  })) as never;
