import type { GetServerSideProps } from 'next';
import { serverApi } from '../../../api/server';
import { HallTopView } from '../../../components/halls/detail/HallTopView';
import { breadcrumbJsonLd } from '../../../components/ui/Breadcrumbs';
import { Seo } from '../../../components/ui/Seo';
import { isDocumentRequest } from '@/lib/documentRequest';
import { setPageCache } from '../../../lib/pageCache';
import { hallIdParam } from '../../../lib/halls/hallLoader';
import { hallJsonLd, hallVideosJsonLd } from '../../../lib/halls/hallSeo';
import { loadHallTop } from '../../../lib/halls/hallTopLoader';
import { hallTopProps, type HallTopProps } from '../../../lib/halls/hallTopProps';


export default function HallPage({ data, meta, crumbs, base, fairs, videos, mapTiles }: HallTopProps) {
  return (
    <>
      <Seo meta={meta} jsonLd={[hallJsonLd(data.hall, base), breadcrumbJsonLd(crumbs, base), ...hallVideosJsonLd(videos, base)]} />
      <HallTopView data={data} crumbs={crumbs} fairs={fairs} videos={videos} mapTiles={mapTiles} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<HallTopProps> = async ({ req, res, params }) => {
  const id = hallIdParam(params?.id);
  const top = id === null ? null : await loadHallTop(serverApi(req, res), id);
  if (!top) return { notFound: true };
  setPageCache(req, res);
  return { props: hallTopProps(top, isDocumentRequest(req)) };
};
