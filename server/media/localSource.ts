import fs from 'node:fs/promises';
import path from 'node:path';
import { parseMediaPath } from './mediaPath';
import { renderMedia } from './render';
import { ImageProxyError } from './fetchRemote';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const PUBLIC_IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * Reads a same-site image without an HTTP request: a generated /media image, or an image file
 * under public/. Anything else on the site is not an image source.
 */
export async function loadLocalImage(pathname: string): Promise<Buffer> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new ImageProxyError(400, 'url: malformed path');
  }
  if (decoded.startsWith('/media/')) {
    const ref = parseMediaPath(decoded);
    if (!ref) throw new ImageProxyError(404, 'url: no such image');
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
