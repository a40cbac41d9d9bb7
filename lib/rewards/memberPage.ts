import type { GetServerSidePropsContext, Redirect } from 'next';
import { serverApi } from '../../api/server';
import { getMe, type AccountUser } from '../../api/contract/accounts';
import type { ApiClient } from '../../api/client';

/** A member-only page: private, and a visitor who is not signed in goes to the login page. */
export async function memberOrRedirect(ctx: GetServerSidePropsContext): Promise<{ api: ApiClient; user: AccountUser } | { redirect: Redirect }> {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const api = serverApi(ctx.req, ctx.res);
  const { user } = await api.call(getMe, {});
  // 303 after a post: the login page is fetched, the post is not sent on to it.
  if (!user) return { redirect: ctx.req.method === 'POST' ? { destination: '/login', statusCode: 303 } : { destination: '/login', permanent: false } };
  return { api, user };
}
