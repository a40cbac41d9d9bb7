import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { HallTopView } from '../../../components/halls/detail/HallTopView';
import { listHallFairs, type HallFairsPage } from '../../../api/contract/fairs';
import type { HallVideo } from '../../../api/contract/directory';
import { part } from '../../../lib/halls/hallLoader';
import { breadcrumbJsonLd, type Crumb } from '../../../components/ui/Breadcrumbs';
import { Seo } from '../../../components/ui/Seo';
import { setPageCache } from '../../../lib/pageCache';
import { loadHall } from '../../../lib/halls/hallLoader';
import { mapTileSettings, type MapTiles } from '../../../lib/mapTiles';
import { hallCrumbs, hallDescription, hallJsonLd, hallVideosJsonLd } from '../../../lib/halls/hallSeo';
import { loadHallTop, loadHallVideos, type HallTopData } from '../../../lib/halls/hallTopLoader';
import { pageMeta, siteUrl, type PageMeta } from '../../../lib/halls/seo';

export interface HallTopProps {
  data: HallTopData;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
  fairs?: HallFairsPage | null;
  videos: HallVideo[];
  /** The map's tile service (MAP_TILE_URL, read here on the server); null: the address block only. */
  mapTiles: MapTiles | null;
}

export default function HallPage({ data, meta, crumbs, base, fairs, videos, mapTiles }: HallTopProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={[hallJsonLd(data.hall, base), breadcrumbJsonLd(crumbs, base), ...hallVideosJsonLd(videos, base)]} />
      <HallTopView data={data} crumbs={crumbs} fairs={fairs} videos={videos} mapTiles={mapTiles} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<HallTopProps> = async ({ req, res, params }) => {
  const api = serverApi(req, res);
  const hall = await loadHall(api, params?.id);
  if (!hall) return { notFound: true };
  const [data, fairs, videos] = await Promise.all([
    loadHallTop(api, hall),
    part<HallFairsPage | null>(api.call(listHallFairs, { id: hall.id, per_page: 4 }), null),
    loadHallVideos(api, hall.id),
  ]);
  setPageCache(req, res);
  return {
    props: {
      data,
      fairs,
      videos,
      mapTiles: mapTileSettings(),
      crumbs: hallCrumbs(hall),
      base: siteUrl(),
      meta: pageMeta(`/halls/${hall.id}`, `${hall.name}の結婚式・口コミ・費用`, hallDescription(hall), { image: hall.cover_images[0]?.image_url }),
    },
  };
};
