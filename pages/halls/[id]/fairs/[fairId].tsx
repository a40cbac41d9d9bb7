import type { GetServerSideProps } from 'next';
import { createReservation, getHallFair, type FairDetail } from '../../../../api/contract/fairs';
import { normaliseKana } from '../../../../api/contract/fairRules';
import { reservationFormSchema } from '../../../../components/fairs/reservationFormSchema';
import { preferredWeddingDate } from '../../../../components/fairs/reservationFormValues';
import type { FormPost } from '../../../../lib/form/postedForm';
import { isSignedInRequest } from '../../../../lib/pageCache';
import { fieldText, formPostProps, handleFormPost } from '../../../../server/forms/formPost';
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
  /** The reservation form's token (a member's private page, or after a post) and a refused post. */
  form: FormPost | null;
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

export default function FairPage({ hall, crumbs, base, fair, meta, today, form }: Props) {
  return (
    <>
      <Seo meta={meta} jsonLd={[eventJsonLd(fair, base), breadcrumbJsonLd(crumbs, base)]} />
      <HallSubPage hall={hall} crumbs={crumbs} current="fairs" heading={fair.name}>
        <FairDetailView fair={fair} today={today} post={form} />
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
  let posted = null;
  if (ctx.req.method === 'POST') {
    // Sent before the page's scripts arrived (or without them). An anonymous page is kept by a shared
    // cache and has no token: her first post comes back once with one (and her values) to confirm.
    const outcome = await handleFormPost(ctx.req, ctx.res, {
      endpoint: createReservation,
      fromSharedPage: true,
      schema: reservationFormSchema,
      formValues: (f) => Object.fromEntries(['fair_id', 'hold_time', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'email', 'tel', 'gender', 'number_of_participants', 'wedding_season', 'wedding_date', 'message'].map((k) => [k, fieldText(f, k)])),
      input: (f, rc) => ({
        fair_id: fair.id,
        hold_time: fieldText(f, 'hold_time'),
        last_name: fieldText(f, 'last_name').trim(),
        first_name: fieldText(f, 'first_name').trim(),
        last_name_kana: normaliseKana(fieldText(f, 'last_name_kana')),
        first_name_kana: normaliseKana(fieldText(f, 'first_name_kana')),
        email: fieldText(f, 'email').trim(),
        tel: fieldText(f, 'tel').trim(),
        gender: fieldText(f, 'gender') || undefined,
        number_of_participants: fieldText(f, 'number_of_participants'),
        preferred_wedding_date: preferredWeddingDate({ wedding_season: fieldText(f, 'wedding_season'), wedding_date: fieldText(f, 'wedding_date') }),
        message: fieldText(f, 'message').trim() || undefined,
        ...(rc.user ? { user_id: rc.user.id } : {}),
        cv_device: 'mobile_web',
      }) as never,
      refused: (out) => (out.result ? null : { message: out.message, issues: [] }),
      done: () => `/reservations/complete?hall=${fair.hall_id}`,
    });
    if ('redirect' in outcome) return outcome;
    posted = outcome.posted;
  } else {
    // What is left changes with every reservation: a shared cache may keep it only briefly.
    setPageCache(ctx.req, ctx.res, 10);
  }
  const form = posted || isSignedInRequest(ctx.req) ? await formPostProps(ctx.req, ctx.res, posted) : null;
  const crumbs = [...base.crumbs.slice(0, -1), { name: 'フェア', href: `/halls/${base.hall.id}/fairs` }, { name: fair.name }];
  const when = formatDateJa(fair.hold_at);
  return {
    props: {
      ...base,
      crumbs,
      fair,
      today: todayInJapan(),
      form,
      meta: pageMeta(
        `/halls/${base.hall.id}/fairs/${fair.id}`,
        `${fair.name}（${when}）| ${base.hall.name}のブライダルフェア`,
        `${base.hall.name}で${when}に開催するブライダルフェア「${fair.name}」。${fair.description}`,
        { image: fair.image_url, noindex: fair.is_past },
      ),
    },
  };
};
