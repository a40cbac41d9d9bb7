import type { GetServerSideProps } from 'next';
import type { PartnerHall } from '@/api/contract/partners';
import { listPartnerPhotos, type PartnerPhoto } from '@/api/contract/partnerPhotos';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import { PhotosManager } from '@/components/partners/PhotosManager';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerPhotosProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  photos: PartnerPhoto[];
  max: number;
}

/** /partner/photos: the hall's official photos — upload by section, captions, cover, delete, order. */
export default function PartnerPhotosPage({ meta, hall, halls, photos, max }: PartnerPhotosProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/photos" hall={hall} halls={halls}>
      <PhotosManager hallId={hall.id} photos={photos} max={max} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerPhotosProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => {
    const { items, max } = await api.call(listPartnerPhotos, { hall_id: hall.id });
    return { meta: pageMeta('/partner/photos', '写真', '式場の管理画面：写真の追加・並べ替え・カバー写真', { noindex: true }), photos: items, max };
  }) as never;
