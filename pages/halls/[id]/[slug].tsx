import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { getHallBySlug } from '../../../api/contract/halls';
import { isDocumentRequest } from '@/lib/documentRequest';
import { setPageCache } from '../../../lib/pageCache';
import { orNotFound } from '../../../lib/halls/hallLoader';
import { loadHallTop } from '../../../lib/halls/hallTopLoader';
import { hallTopProps, type HallTopProps } from '../../../lib/halls/hallTopProps';
import HallPage from './index';

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
  const hall = await orNotFound(api.call(getHallBySlug, { area_slug: areaSlug, slug }));
  const top = hall && (await loadHallTop(api, hall.id));
  if (!top) return { notFound: true };
  setPageCache(req, res);
  return { props: hallTopProps(top, isDocumentRequest(req)) };
};
