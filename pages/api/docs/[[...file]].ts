import type { NextApiRequest, NextApiResponse } from 'next';
import { handleDocs } from '../../../server/openapi/docsHandler';

export const config = { api: { responseLimit: false } };

/** GET /api/docs: the API reference (Swagger UI, served from this server). */
export default function docs(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const file = req.query.file;
  return handleDocs(req, res, Array.isArray(file) ? file.join('/') : '');
}
