import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/server/db/client';
import { findUpload, mayView } from '@/server/uploads';
import { ANONYMOUS, viewerOf } from '@/server/uploads/viewer';

/** Review photos and receipts (the upload pipeline's files): published ones to anyone, the rest to their owner and staff. */
export default async function upload(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const raw = Array.isArray(req.query.id) ? req.query.id[0] : req.query.id;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) {
    res.status(404).end();
    return;
  }
  const db = await getDb();
  const file = await findUpload(db, { id: Number(raw) });
  const open = !!file && mayView(file, ANONYMOUS);
  const visible = !!file && (file.purpose === 'review' || file.purpose === 'receipt') && (open || mayView(file, await viewerOf(req, db)));
  const body = visible ? await file.body() : null;
  if (!file || !body) {
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', open ? 'public, max-age=86400' : 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
