import type { GetServerSideProps } from 'next';
import type { PartnerHall } from '@/api/contract/partners';
import { listPartnerPlans, type PartnerBenefit, type PartnerPlan } from '@/api/contract/partnerPlans';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { PlansManager } from '@/components/partners/PlansManager';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerPlansProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  plans: PartnerPlan[];
  benefits: PartnerBenefit[];
}

/** /partner/plans: the hall's plans and benefits — create, edit, publish and unpublish. */
export default function PartnerPlansPage({ meta, hall, halls, plans, benefits }: PartnerPlansProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/plans" hall={hall} halls={halls}>
      <PlansManager hallId={hall.id} plans={plans} benefits={benefits} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerPlansProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/plans', 'プラン・特典', '式場の管理画面：プランと特典', { noindex: true }),
    ...(await api.call(listPartnerPlans, { hall_id: hall.id })),
  })) as never;
