import type { HallVideo } from '@/api/contract/directory';
import type { HallFairsPage } from '@/api/contract/fairs';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { mapTileSettings, type MapTiles } from '@/lib/mapTiles';
import { hallCrumbs, hallDescription } from './hallSeo';
import type { HallTop, HallTopData } from './hallTopLoader';
import { pageMeta, siteUrl, type PageMeta } from './seo';

export interface HallTopProps {
  data: HallTopData;
  meta: PageMeta;
  crumbs: Crumb[];
  base: string;
  fairs: HallFairsPage;
  videos: HallVideo[];
  /** The map's tile service (MAP_TILE_URL, read here on the server); null: the address block only. */
  mapTiles: MapTiles | null;
}

/** The props of the hall's top page (at /halls/{id} and /halls/{area}/{slug}; canonical /halls/{id}). */
export function hallTopProps({ data, fairs, videos }: HallTop): HallTopProps {
  const { hall } = data;
  return {
    data,
    fairs,
    videos,
    mapTiles: mapTileSettings(),
    crumbs: hallCrumbs(hall),
    base: siteUrl(),
    meta: pageMeta(`/halls/${hall.id}`, `${hall.name}の結婚式・口コミ・費用`, hallDescription(hall), { image: hall.cover_images[0]?.image_url }),
  };
}
