import type { NextApiRequest, NextApiResponse } from 'next';
import { handleWordpressWebhook } from '../../../server/magazine/wordpress/webhook';

// WordPress's call (deploy/wordpress/musubi-sync.php). A file of its own, so it wins over the catch-all
// API route: the signature is checked over the raw body, in place of the CSRF token.
export const config = { api: { bodyParser: false } };

export default function wordpressWebhook(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return handleWordpressWebhook(req, res);
}
