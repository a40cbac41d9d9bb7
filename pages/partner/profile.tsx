import type { GetServerSideProps } from 'next';
import { getPartnerHall, type HallProfile, type PartnerHall } from '@/api/contract/partners';
import Link from '@/components/ui/Link';
import { HallProfileForm } from '@/components/partners/HallProfileForm';
import { PartnerLayout } from '@/components/partners/PartnerLayout';
import styles from '@/components/partners/Partner.module.css';
import { pageMeta, type PageMeta } from '@/lib/halls/seo';
import { loadPartnerPage } from '@/lib/partners/partnerPage';

export interface PartnerProfileProps {
  meta: PageMeta;
  hall: PartnerHall;
  halls: PartnerHall[];
  profile: HallProfile;
}

/** /partner/profile: the hall's texts, こだわり, access, prices, ceremony styles and capacity. */
export default function PartnerProfilePage({ meta, hall, halls, profile }: PartnerProfileProps) {
  return (
    <PartnerLayout meta={meta} path="/partner/profile" hall={hall} halls={halls}>
      <p className={styles.meta}>保存すると公開ページ・検索結果・ランキングにすぐ反映されます。<Link href={profile.public_path}>公開ページを見る</Link></p>
      <HallProfileForm hallId={hall.id} hall={profile} />
    </PartnerLayout>
  );
}

export const getServerSideProps: GetServerSideProps<PartnerProfileProps> = (ctx) =>
  loadPartnerPage(ctx, async (api, { hall }) => ({
    meta: pageMeta('/partner/profile', 'プロフィール', '式場の管理画面：式場のプロフィール', { noindex: true }),
    profile: (await api.call(getPartnerHall, { hall_id: hall.id })).hall,
  })) as never;
