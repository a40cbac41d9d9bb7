import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/client';
import { authenticate } from '../accounts/authenticate';
import { parseCookies } from '../http/cookies';
import { isStaff } from '../rewards/staff';
import type { Viewer } from './store';

export const ANONYMOUS: Viewer = { userId: null, staff: false };

/** Who asks for a file, from the session alone (no cookie is set on a file's answer). */
export async function viewerOf(req: IncomingMessage, db: Db): Promise<Viewer> {
  const { user } = await authenticate(parseCookies(req.headers.cookie), req.headers, db);
  const userId = user?.id ?? null;
  return { userId, staff: userId !== null && (await isStaff(db, userId)) };
}
