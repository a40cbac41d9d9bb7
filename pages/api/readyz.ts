import type { NextApiRequest, NextApiResponse } from 'next';
import { handleReadyz } from '../../server/health/healthHandler';

// /readyz is rewritten here (next.config.js).
export default function readyz(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleReadyz(req, res);
}
