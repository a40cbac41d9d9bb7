import type { GetServerSidePropsContext } from 'next';
import { serverApi } from '../../api/server';
import { getMe } from '../../api/contract/accounts';
import { getCampaign, type Campaign } from '../../api/contract/campaign';
import { isApiClientError } from '../../api/errors';
import type { CampaignPageProps } from '../../components/rewards/CampaignView';
import { setPageCache } from '../pageCache';
import { pageMeta, siteUrl } from '../halls/seo';
import { toHallCard, type HallCardData } from '../halls/hallCardData';

/** The campaign as its page shows it: the participating halls as their cards do. */
export type CampaignOnPage = Omit<Campaign, 'halls'> & { halls: HallCardData[] };

/** The campaign page of a version (or the current one); null for an unknown version. */
export async function loadCampaign(ctx: GetServerSidePropsContext, version?: string): Promise<CampaignPageProps | null> {
  if (version !== undefined && !/^[a-z0-9_-]{1,64}$/.test(version)) return null;
  const api = serverApi(ctx.req, ctx.res);
  let campaign;
  try {
    campaign = await api.call(getCampaign, version ? { version } : {});
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
  const { user } = await api.call(getMe, {});
  setPageCache(ctx.req, ctx.res);
  const path = version && !campaign.is_current ? `/go_to_wedding/${campaign.version}/` : '/go_to_wedding/';
  return {
    meta: pageMeta(path, campaign.title, campaign.lead),
    campaign: { ...campaign, halls: campaign.halls.map(toHallCard) },
    signedIn: !!user,
    crumbs: [{ name: 'トップ', href: '/' }, { name: campaign.title }],
    base: siteUrl(),
  };
}
