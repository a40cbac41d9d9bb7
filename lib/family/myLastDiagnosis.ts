import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiClientError } from '../../api/errors';
import { serverApi } from '../../api/server';
import { getMyLastDiagnosis, type LastDiagnosis } from '../../api/contract/diagnosis';
import { isSignedInRequest } from '../signedInRequest';

/**
 * The last diagnosis her account keeps (server only, a page's loader), or null: an anonymous
 * request asks nothing of the database, and a session that has ended is a guest (her browser may
 * still keep one, lib/family/lastDiagnosis.ts).
 */
export async function loadMyLastDiagnosis(req: IncomingMessage, res: ServerResponse): Promise<LastDiagnosis | null> {
  if (!isSignedInRequest(req)) return null;
  try {
    return (await serverApi(req, res).call(getMyLastDiagnosis, {})).last;
  } catch (e) {
    if (isApiClientError(e) && e.status === 401) return null;
    throw e;
  }
}
