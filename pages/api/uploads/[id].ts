import type { NextApiRequest, NextApiResponse } from 'next';
import { buildContext } from '@/server/http/requestContext';
import { readUpload } from '@/server/rewards/uploads';
import { isStaff } from '@/server/rewards/staff';

/** Uploaded review photos and receipts, re-encoded on upload; private ones only for their owner and staff. */
export default async function upload(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const raw = Array.isArray(req.query.id) ? req.query.id[0] : req.query.id;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  if (!raw || !/^\d{1,9}$/.test(raw)) {
    res.status(404).end();
    return;
  }
  const ctx = await buildContext(req, res);
  const userId = ctx.user?.id ?? null;
  const row = await readUpload(ctx.db, Number(raw), { userId, staff: userId !== null && (await isStaff(ctx.db, userId)) });
  if (!row) {
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', row.contentType);
  res.setHeader('Cache-Control', row.isPublic ? 'public, max-age=86400' : 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(req.method === 'HEAD' ? undefined : row.data);
}
