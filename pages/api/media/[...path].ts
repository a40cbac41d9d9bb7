import type { NextApiRequest, NextApiResponse } from 'next';
import { handleMediaRequest } from '../../../server/media/mediaHandler';
import { isListedVideo } from '../../../server/media/listedVideo';
import { hallVideoUrl } from '../../../server/media/videoClip';

// /media/* is rewritten here (server/web/pathRewrites.js).
export const config = { api: { bodyParser: false, responseLimit: false } };

export default function media(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const segments = req.query.path;
  return handleMediaRequest(req, res, Array.isArray(segments) ? segments.join('/') : String(segments ?? ''), {
    isListed: (ref) => isListedVideo(Number(ref.id), hallVideoUrl(ref.id, ref.n)),
  });
}
