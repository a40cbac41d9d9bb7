import fs from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPath } from './mediaPath';
import { isKnownMedia } from './knownMedia';
import { renderMedia } from './render';
import { parseStoredMediaPath, readStoredImage } from './storedMedia';
import { getDb } from '../db/client';
import { ImageProxyError } from './fetchRemote';
import type { MemberImage } from './memberImages';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const PUBLIC_IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * Reads a same-site image without an HTTP request: a member's photo (already cleared for this
 * request by memberImage), a generated /media image the data shows, a stored copy, or an image
 * file under public/. Anything else on the site is not an image source.
 */
export async function loadLocalImage(pathname: string, member?: MemberImage): Promise<Buffer> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new ImageProxyError(400, 'url: malformed path');
  }
  const stored = parseStoredMediaPath(decoded);
  if (stored) {
    const image = await readStoredImage(await getDb(), stored);
    if (!image) throw new ImageProxyError(404, 'url: no such image');
    if (!image.contentType.startsWith('image/')) throw new ImageProxyError(415, 'url: not an image');
    return image.body;
  }
  if (member) {
    const data = await member.load();
    if (!data) throw new ImageProxyError(404, 'url: no such image');
    return data;
  }
  if (decoded.startsWith('/media/')) {
    const ref = parseMediaPath(decoded);
    if (!ref || !(await isKnownMedia(ref))) throw new ImageProxyError(404, 'url: no such image');
    return renderMedia(ref);
  }
  if (!PUBLIC_IMAGE.test(decoded)) throw new ImageProxyError(415, 'url: not an image');
  const file = path.resolve(PUBLIC_DIR, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) throw new ImageProxyError(400, 'url: malformed path');
  try {
    return await fs.readFile(file);
  } catch {
    throw new ImageProxyError(404, 'url: no such image');
  }
}
