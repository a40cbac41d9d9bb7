import type { NextApiRequest, NextApiResponse } from 'next';
import { handleReadyz } from '../../server/health/healthHandler';

// /readyz is rewritten here (server/web/pathRewrites.js).
export default function readyz(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleReadyz(req, res);
}
