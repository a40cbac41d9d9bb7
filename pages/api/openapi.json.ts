import type { NextApiRequest, NextApiResponse } from 'next';
import { handleOpenApi } from '../../server/openapi/docsHandler';

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the contract. */
export default function openApi(req: NextApiRequest, res: NextApiResponse): void {
  handleOpenApi(req, res);
}
