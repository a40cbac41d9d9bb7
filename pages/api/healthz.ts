import type { NextApiRequest, NextApiResponse } from 'next';
import { handleHealthz } from '../../server/health/healthHandler';

// /healthz is rewritten here (next.config.js).
export default function healthz(req: NextApiRequest, res: NextApiResponse): void {
  handleHealthz(req, res);
}
