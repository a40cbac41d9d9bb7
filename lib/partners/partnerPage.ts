import type { GetServerSidePropsContext } from 'next';
import { isApiClientError } from '../../api/errors';
import type { ApiClient } from '../../api/client';
import { listPartnerHalls, type PartnerHall } from '../../api/contract/partners';
import { memberOrRedirect } from '../rewards/memberPage';

export interface PartnerFrame {
  halls: PartnerHall[];
  hall: PartnerHall;
}

/**
 * A console page: signed out → /login; a member who is no partner, or a hall that is not hers
 * (`?hall=`) → 404, as if the page did not exist. The hall is `?hall=` or her first one.
 */
export async function loadPartnerPage<T>(ctx: GetServerSidePropsContext, load: (api: ApiClient, frame: PartnerFrame) => Promise<T>) {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  try {
    const { items } = await m.api.call(listPartnerHalls, {});
    const wanted = Number(ctx.query.hall);
    const hall = items.find((h) => h.id === wanted) ?? (ctx.query.hall === undefined ? items[0] : undefined);
    if (!hall) return { notFound: true as const };
    const frame = { halls: items, hall };
    return { props: { ...frame, ...(await load(m.api, frame)) } };
  } catch (e) {
    if (isApiClientError(e) && (e.status === 403 || e.status === 404)) return { notFound: true as const };
    throw e;
  }
}
