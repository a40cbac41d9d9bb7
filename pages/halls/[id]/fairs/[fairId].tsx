import type { GetServerSideProps } from 'next';
import { getHallFair, type FairDetail } from '../../../../api/contract/fairs';
import { isApiClientError } from '../../../../api/errors';
import { FairDetailView } from '../../../../components/fairs/FairDetailView';
import { HallSubPage } from '../../../../components/halls/detail/HallSubPage';
import { breadcrumbJsonLd } from '../../../../components/ui/Breadcrumbs';
import { Seo } from '../../../../components/ui/Seo';
import { formatDateJa } from '../../../../lib/format';
import { absoluteUrl, pageMeta, type PageMeta } from '../../../../lib/halls/seo';
import { loadHallSub, type HallSubBase } from '../../../../lib/halls/subPage';
import { todayInJapan } from '../../../../server/fairs/dates';
import { setPageCache } from '../../../../lib/pageCache';

interface Props extends HallSubBase {
  fair: FairDetail;
  meta: PageMeta;
  today: string;
}

function eventJsonLd(fair: FairDetail, base: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: fair.name,
    startDate: fair.hold_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: fair.hall.name, address: fair.hall.address },
    image: absoluteUrl(fair.image_url, base),
    description: fair.description,
    offers: { '@type': 'Offer', price: fair.price, priceCurrency: 'JPY', availability: fair.remaining > 0 && !fair.is_past ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut', url: absoluteUrl(`/halls/${fair.hall_id}/fairs/${fair.id}`, base) },
  };
}

export default function FairPage({ hall, crumbs, base, fair, meta, today }: Props) {
  return (
    <>
      <Seo meta={meta} jsonLd={[eventJsonLd(fair, base), breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="fairs" heading={fair.name}>
        <FairDetailView fair={fair} today={today} />
      </HallSubPage>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const raw = ctx.params?.fairId;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return { notFound: true };
  const loaded = await loadHallSub(ctx, { name: 'フェア', path: 'fairs' });
  if (!loaded) return { notFound: true };
  const { api, base } = loaded;
  let fair: FairDetail;
  try {
    fair = await api.call(getHallFair, { id: base.hall.id, fairId: Number(raw), reserved: true });
  } catch (e) {
    if (isApiClientError(e) && (e.status === 404 || e.status === 400)) return { notFound: true };
    throw e;
  }
  // What is left changes with every reservation: a shared cache may keep it only briefly.
  setPageCache(ctx.req, ctx.res, 10);
  const crumbs = [...base.crumbs.slice(0, -1), { name: 'フェア', href: `/halls/${base.hall.id}/fairs` }, { name: fair.name }];
  const when = formatDateJa(fair.hold_at);
  return {
    props: {
      ...base,
      crumbs,
      fair,
      today: todayInJapan(),
      meta: pageMeta(
        `/halls/${base.hall.id}/fairs/${fair.id}`,
        `${fair.name}（${when}）| ${base.hall.name}のブライダルフェア`,
        `${base.hall.name}で${when}に開催するブライダルフェア「${fair.name}」。${fair.description}`,
        { image: fair.image_url, noindex: fair.is_past },
      ),
    },
  };
};
