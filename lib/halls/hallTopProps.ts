import type { HallVideo } from '@/api/contract/directory';
import type { HallFairsPage } from '@/api/contract/fairs';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { lengthOnly, outOfNextData } from '@/lib/documentRequest';
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

/**
 * What only the page's static islands draw (components/halls/detail/HallTopStaticParts,
 * HallFairsSection's cards): the document's HTML holds it, so its __NEXT_DATA__ does not (the
 * JSON of a client-side navigation does). The page reads the lists' lengths outside the islands.
 */
function documentOnly(data: HallTopData, fairs: HallFairsPage): { data: HallTopData; fairs: HallFairsPage } {
  return {
    data: outOfNextData(data, {
      benefits: lengthOnly(data.benefits),
      plans: { ...data.plans, items: lengthOnly(data.plans.items) },
      comments: { ...data.comments, items: lengthOnly(data.comments.items) },
      costs: { ...data.costs, items: lengthOnly(data.costs.items) },
      qa: [],
      nearby: lengthOnly(data.nearby),
    }),
    fairs: outOfNextData(fairs, { items: lengthOnly(fairs.items) }),
  };
}

/**
 * The props of the hall's top page (at /halls/{id} and /halls/{area}/{slug}; canonical /halls/{id}).
 * `inDocument`: rendered as a whole HTML document (lib/documentRequest), not the JSON of a navigation.
 */
export function hallTopProps(top: HallTop, inDocument: boolean): HallTopProps {
  const { hall } = top.data;
  const { data, fairs } = inDocument ? documentOnly(top.data, top.fairs) : top;
  const { videos } = top;
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
