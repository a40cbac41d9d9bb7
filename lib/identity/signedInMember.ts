import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverApi } from '../../api/server';
import { getMe, type AccountUser } from '../../api/contract/accounts';
import { isSignedInRequest } from '../signedInRequest';

/**
 * The member a page is rendered for (server only, pages/_document.tsx), or null: an anonymous
 * request asks nothing of the database; a session that has ended, or a database that does not
 * answer, renders the page as for an anonymous visitor (the browser asks again).
 */
export async function signedInMember(req: IncomingMessage, res: ServerResponse): Promise<AccountUser | null> {
  if (!isSignedInRequest(req)) return null;
  try {
    return (await serverApi(req, res).call(getMe, {})).user;
  } catch {
    return null;
  }
}
