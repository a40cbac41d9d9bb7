import type { NextApiRequest, NextApiResponse } from 'next';
import { handleImageRequest } from '../../server/media/imageProxy';

// /img is rewritten here (server/web/pathRewrites.js).
export const config = { api: { bodyParser: false, responseLimit: false } };

export default function img(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleImageRequest(req, res);
}
