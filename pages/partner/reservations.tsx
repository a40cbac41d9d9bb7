import type { GetServerSideProps } from 'next';
import { listPartnerReservations, type PartnerHall, type PartnerReservation } from '@/api/contract/partners';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { ReservationInbox } from '@/components/partners/ReservationInbox';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerReservationsProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  items: PartnerReservation[];
  latestId: number;
}

/** /partner/reservations: the hall's inbox. */
export default function PartnerReservationsPage({ meta, hall, halls, items, latestId }: PartnerReservationsProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/reservations" hall={hall} halls={halls}>
      <ReservationInbox key={hall.id} hallId={hall.id} initial={items} latestId={latestId} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerReservationsProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => {
    const { items, latest_id } = await api.call(listPartnerReservations, { hall_id: hall.id });
    return { meta: pageMeta('/partner/reservations', '予約', '式場の管理画面：フェア予約の受付', { noindex: true }), items, latestId: latest_id };
  }) as never;
