import type { GetServerSideProps } from 'next';
import { listPartnerFairs, type PartnerFair, type PartnerHall } from '@/api/contract/partners';
import { FairCapacity } from '@/components/partners/FairCapacity';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import styles from '@/components/partners/Partner.module.css';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerFairsProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  fairs: PartnerFair[];
}

/** /partner/fairs: the hall's fairs and the capacity of each time slot. */
export default function PartnerFairsPage({ meta, hall, halls, fairs }: PartnerFairsProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/fairs" hall={hall} halls={halls}>
      {fairs.length ? <ul className={styles.cards}>{fairs.map((f) => <FairCapacity key={f.id} hallId={hall.id} fair={f} />)}</ul> : <p className={styles.meta}>開催予定のフェアはありません。</p>}
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerFairsProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/fairs', 'フェア', '式場の管理画面：フェアと時間枠の定員', { noindex: true }),
    fairs: (await api.call(listPartnerFairs, { hall_id: hall.id })).items,
  })) as never;
