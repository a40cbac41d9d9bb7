import type { NextApiRequest, NextApiResponse } from 'next';
import { handleMonitoringTunnel } from '../../server/monitoring/tunnel';

// The browser SDK's tunnel to Sentry (instrumentation-client.ts, `tunnel: '/api/monitoring'`). A file of its
// own, so it wins over the catch-all API route; the raw envelope is read by the handler.
export const config = { api: { bodyParser: false } };

export default function monitoring(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleMonitoringTunnel(req, res);
}
