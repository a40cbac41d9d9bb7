import type { GetServerSideProps } from 'next';
import { getSpecial } from '../../api/contract/special';
import { serverApi } from '../../api/server';
import styles from '../../components/family/page.module.css';
import { SpecialCampaign } from '../../components/family/SpecialCampaign';
import { Seo } from '../../components/ui/Seo';
import { pageMeta, type PageMeta } from '../../lib/halls/seo';

export interface SpecialPageProps {
  meta: PageMeta;
  available: boolean;
  signedIn: boolean;
}

/** The LINE friends' campaign: link the LINE account to the member account and apply for the present. */
export default function SpecialPage({ meta, available, signedIn }: SpecialPageProps) {
  return (
    <div className={styles.page}>
      <Seo meta={meta} />
      <h1 className={styles.title}>LINE友だち限定 プレゼントキャンペーン</h1>
      {available ? (
        <>
          <p className={styles.lead}>musubi公式LINEアカウントの友だち限定で、結婚式準備に役立つプレゼントをお届けします。LINEアカウントとmusubiの会員アカウントを連携して、お届け先と挙式予定日を入力してください。お申し込みはお一人さま1回です。</p>
          <SpecialCampaign signedIn={signedIn} />
        </>
      ) : (
        <p className={styles.card} role="status">現在、このキャンペーンは実施していません。次回のキャンペーンはmusubi公式LINEアカウントでお知らせします。</p>
      )}
    </div>
  );
}

export const getServerSideProps: GetServerSideProps<SpecialPageProps> = async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const status = await serverApi(req, res).call(getSpecial, {});
  return { props: { available: status.available, signedIn: status.signed_in, meta: pageMeta('/special/', 'LINE友だち限定 プレゼントキャンペーン', 'musubi公式LINEアカウントの友だち限定プレゼントキャンペーンです。', { noindex: true }) } };
};
