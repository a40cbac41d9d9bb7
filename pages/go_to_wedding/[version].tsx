import type { GetServerSideProps } from 'next';
import { CampaignView, type CampaignPageProps } from '@/components/rewards/CampaignView';
import { loadCampaign } from '@/lib/rewards/campaignLoader';

export default CampaignView;

export const getServerSideProps: GetServerSideProps<CampaignPageProps> = async (ctx) => {
  const version = ctx.params?.version;
  const props = typeof version === 'string' ? await loadCampaign(ctx, version) : null;
  return props ? { props } : { notFound: true };
};
