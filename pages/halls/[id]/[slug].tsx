import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { getHallBySlug } from '../../../api/contract/halls';
import { isApiClientError } from '../../../api/errors';
import { setPageCache } from '../../../lib/pageCache';
import { hallCrumbs, hallDescription } from '../../../lib/halls/hallSeo';
import { loadHallTop, loadHallVideos } from '../../../lib/halls/hallTopLoader';
import { mapTileSettings } from '../../../lib/mapTiles';
import { pageMeta, siteUrl } from '../../../lib/halls/seo';
import HallPage, { type HallTopProps } from './index';

/**
 * /halls/{areaSlug}/{slug}: the same hall by area and slug. Next names the first segment [id];
 * here it is the area slug. The canonical URL is /halls/{id}.
 */
export default HallPage;

const SLUG = /^[a-z0-9_-]{1,64}$/;

export const getServerSideProps: GetServerSideProps<HallTopProps> = async ({ req, res, params }) => {
  const areaSlug = String(params?.id ?? '');
  const slug = String(params?.slug ?? '');
  if (!SLUG.test(areaSlug) || !SLUG.test(slug)) return { notFound: true };
  const api = serverApi(req, res);
  let hall;
  try {
    hall = await api.call(getHallBySlug, { area_slug: areaSlug, slug });
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
  const [data, videos] = await Promise.all([loadHallTop(api, hall), loadHallVideos(api, hall.id)]);
  setPageCache(req, res);
  return {
    props: {
      data,
      videos,
      mapTiles: mapTileSettings(),
      crumbs: hallCrumbs(hall),
      base: siteUrl(),
      meta: pageMeta(`/halls/${hall.id}`, `${hall.name}の結婚式・口コミ・費用`, hallDescription(hall), { image: hall.cover_images[0]?.image_url }),
    },
  };
};
