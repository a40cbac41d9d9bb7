import type { GetServerSideProps } from 'next';
import { listPartnerFairs, type PartnerFair, type PartnerHall } from '@/api/contract/partners';
import { FairsManager } from '@/components/partners/FairsManager';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerFairsProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  fairs: PartnerFair[];
}

/** /partner/fairs: the hall's fairs — created, edited, copied to other dates, cancelled — and each slot's capacity. */
export default function PartnerFairsPage({ meta, hall, halls, fairs }: PartnerFairsProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/fairs" hall={hall} halls={halls}>
      <FairsManager hallId={hall.id} fairs={fairs} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerFairsProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/fairs', 'フェア', '式場の管理画面：フェアの追加・編集・中止と時間枠の定員', { noindex: true }),
    fairs: (await api.call(listPartnerFairs, { hall_id: hall.id })).items,
  })) as never;
