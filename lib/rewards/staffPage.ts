import type { GetServerSidePropsContext } from 'next';
import { isApiClientError } from '../../api/errors';
import { memberOrRedirect } from './memberPage';
import type { ApiClient } from '../../api/client';

/** A staff page: members without is_staff get a 404 (the page does not exist for them). */
export async function loadStaffPage<T>(ctx: GetServerSidePropsContext, load: (api: ApiClient) => Promise<T>) {
  const m = await memberOrRedirect(ctx);
  if ('redirect' in m) return m;
  try {
    return { props: await load(m.api) };
  } catch (e) {
    if (isApiClientError(e) && e.status === 403) return { notFound: true as const };
    throw e;
  }
}
