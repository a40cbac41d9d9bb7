import type { NextApiRequest, NextApiResponse } from 'next';
import { handleHealthz } from '../../server/health/healthHandler';

// /healthz is rewritten here (server/web/pathRewrites.js).
export default function healthz(req: NextApiRequest, res: NextApiResponse): void {
  handleHealthz(req, res);
}
