import type { GetServerSideProps } from 'next';
import { CampaignView, type CampaignPageProps } from '@/components/rewards/CampaignView';
import { loadCampaign } from '@/lib/rewards/campaignLoader';

export default CampaignView;

export const getServerSideProps: GetServerSideProps<CampaignPageProps> = async (ctx) => {
  const props = await loadCampaign(ctx);
  return props ? { props } : { notFound: true };
};
