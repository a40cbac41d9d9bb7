import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '../../server/http/nodeAdapter';

// Every spec path is bound through the contract's route table (server/http/registry).
export const config = { api: { bodyParser: false, externalResolver: true } };

export default function api(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleApiRequest(req, res);
}
