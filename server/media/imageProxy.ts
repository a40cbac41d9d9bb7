import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_DIMENSION, parseImageParams, snapDimensions, type ImageFit } from '../../lib/image';
import { allowedHosts } from './allowedHosts';
import { checkRemoteUrl, fetchRemoteImage, ImageProxyError, type RemoteFetchOptions } from './fetchRemote';
import { adoptCacheDir, noteCached, touchCached } from './diskBudget';
import { imageWorkAllowed } from './imageRate';
import { loadLocalImage } from './localSource';
import { memberImage } from './memberImages';
import { MEDIA_CACHE_DIR } from './render';

export interface ImageProxyOptions {
  allowedHosts?: string[];
  /** Largest body accepted from another host (default 10 MB, IMAGE_PROXY_MAX_BYTES). */
  maxBytes?: number;
  /** Largest source image in pixels (decompression bombs). */
  maxInputPixels?: number;
  timeoutMs?: number;
  cacheDir?: string;
  lookup?: RemoteFetchOptions['lookup'];
  isForbiddenAddress?: RemoteFetchOptions['isForbiddenAddress'];
}

const LOCAL_CACHE = 'public, max-age=31536000, immutable';
const REMOTE_CACHE = 'public, max-age=86400, s-maxage=604800';
const REMOTE_TTL_MS = 24 * 60 * 60 * 1000;

type Source = { kind: 'local'; path: string } | { kind: 'remote'; url: URL };

function siteHosts(req: IncomingMessage): string[] {
  const hosts = [String(req.headers.host ?? '').toLowerCase()];
  if (process.env.SITE_URL) {
    try {
      hosts.push(new URL(process.env.SITE_URL).host.toLowerCase());
    } catch {
      // ignore a malformed SITE_URL
    }
  }
  return hosts.filter(Boolean);
}

/** Same-site URLs (a path, or an absolute URL on this site's host) are read in-process. */
function classify(raw: string, req: IncomingMessage): Source {
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    const url = new URL(raw, 'http://site.invalid');
    return { kind: 'local', path: url.pathname };
  }
  let url: URL;
  try {
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    throw new ImageProxyError(400, 'url: not a valid URL');
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && siteHosts(req).includes(url.host.toLowerCase())) {
    return { kind: 'local', path: url.pathname };
  }
  return { kind: 'remote', url };
}

function decodedPath(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    throw new ImageProxyError(400, 'url: malformed path');
  }
}

interface Output {
  body: Buffer;
  contentType: string;
}

/** WebP for browsers that say they take it (all current ones), JPEG/PNG otherwise. */
export function acceptsWebp(req: IncomingMessage): boolean {
  return /\bimage\/webp\b/i.test(String(req.headers.accept ?? ''));
}

/** The image pipeline: decoded, bounded, orientation applied, re-encoded without metadata (EXIF/GPS); WebP when asked. */
export async function transform(input: Buffer, width: number | null, height: number | null, fit: ImageFit, maxInputPixels: number, webp = false): Promise<Output> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageProxyError(415, 'url: the file is not a readable image');
  }
  if (!meta.width || !meta.height) throw new ImageProxyError(415, 'url: the file is not a readable image');
  if (meta.width * meta.height > maxInputPixels) throw new ImageProxyError(422, 'url: the source image is too large');
  let image = sharp(input, { limitInputPixels: maxInputPixels, animated: false }).rotate();
  if (width || height) image = image.resize({ width: width ?? undefined, height: height ?? undefined, fit, withoutEnlargement: true, background: '#ffffff' });
  try {
    if (webp) return { body: await image.webp({ quality: 75, alphaQuality: 90, effort: 4 }).toBuffer(), contentType: 'image/webp' };
    if (meta.hasAlpha) return { body: await image.png({ compressionLevel: 9, palette: true }).toBuffer(), contentType: 'image/png' };
    return { body: await image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
  } catch {
    throw new ImageProxyError(415, 'url: the file is not a readable image');
  }
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

async function readCache(dir: string, key: string, maxAgeMs: number | null): Promise<Output | null> {
  for (const [contentType, ext] of Object.entries(EXT)) {
    // The cache folder is data, not code: keep it out of the build's file tracing.
    const file = path.join(/*turbopackIgnore: true*/ dir, `${key}.${ext}`);
    try {
      const stat = await fs.stat(/*turbopackIgnore: true*/ file);
      if (maxAgeMs !== null && Date.now() - stat.mtimeMs > maxAgeMs) continue;
      const body = await fs.readFile(/*turbopackIgnore: true*/ file);
      touchCached(file);
      return { body, contentType };
    } catch {
      // not cached in this format
    }
  }
  return null;
}

async function writeCache(dir: string, key: string, output: Output): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(/*turbopackIgnore: true*/ dir, `${key}.${EXT[output.contentType]}`);
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, output.body);
  await fs.rename(temp, file);
  noteCached(file, output.body.length);
}

function sendError(res: ServerResponse, status: number, message: string): void {
  const text = JSON.stringify({ error: status >= 500 ? 'upstream_error' : 'bad_image_request', message, status });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** GET /img?url=&width=&height=&fit= : a same-site or allowed remote image, resized and cached on disk. */
export async function handleImageRequest(req: IncomingMessage, res: ServerResponse, options: ImageProxyOptions = {}): Promise<void> {
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      throw new ImageProxyError(405, 'Method Not Allowed');
    }
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://site.invalid').searchParams);
    const parsed = parseImageParams(query);
    if (!parsed.ok) throw new ImageProxyError(400, parsed.message);
    const params = { ...parsed, ...snapDimensions(parsed.width, parsed.height) };
    if (params.width && params.height && params.width * params.height > MAX_IMAGE_DIMENSION * MAX_IMAGE_DIMENSION) {
      throw new ImageProxyError(400, 'width, height: the image would be too large');
    }
    const hosts = options.allowedHosts ?? allowedHosts();
    const source = classify(params.url, req);
    if (source.kind === 'remote') checkRemoteUrl(source.url, hosts);
    if (source.kind === 'local' && (source.path === '/img' || source.path.startsWith('/api/'))) throw new ImageProxyError(400, 'url: not an image path');

    const sourceKey = source.kind === 'local' ? `local:${source.path}` : `remote:${source.url.href}`;
    const webp = acceptsWebp(req);
    const key = createHash('sha256').update(JSON.stringify([sourceKey, params.width, params.height, params.fit, ...(webp ? ['webp'] : [])])).digest('hex');
    const cacheDir = options.cacheDir ?? path.join(path.dirname(MEDIA_CACHE_DIR), 'img');
    const etag = `"${key.slice(0, 32)}"`;
    // A member's photo is asked about at every request, its resized copies included: when she goes
    // private or deletes it, /img stops serving it at once, whatever its disk cache holds.
    const member = source.kind === 'local' ? await memberImage(decodedPath(source.path), req) : undefined;
    if (member === null) throw new ImageProxyError(404, 'url: no such image');
    const cacheControl = member ? member.cacheControl : source.kind === 'local' ? LOCAL_CACHE : REMOTE_CACHE;

    await adoptCacheDir(cacheDir);
    let output = await readCache(cacheDir, key, source.kind === 'local' ? null : REMOTE_TTL_MS);
    if (!output) {
      const retryAfter = await imageWorkAllowed(req);
      if (retryAfter) {
        res.setHeader('Retry-After', String(retryAfter));
        throw new ImageProxyError(429, 'しばらく時間をおいてから、もう一度お試しください');
      }
      const input =
        source.kind === 'local'
          ? await loadLocalImage(source.path, member)
          : (
              await fetchRemoteImage(source.url, {
                allowedHosts: hosts,
                maxBytes: options.maxBytes ?? (Number(process.env.IMAGE_PROXY_MAX_BYTES) || 10 * 1024 * 1024),
                timeoutMs: options.timeoutMs ?? 8000,
                maxRedirects: 3,
                lookup: options.lookup,
                isForbiddenAddress: options.isForbiddenAddress,
              })
            ).body;
      output = await transform(input, params.width, params.height, params.fit, options.maxInputPixels ?? 40_000_000, webp);
      await writeCache(cacheDir, key, output).catch(() => undefined);
    }

    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', output.contentType);
    res.setHeader('Content-Length', output.body.length);
    res.end(method === 'HEAD' ? undefined : output.body);
  } catch (err) {
    if (err instanceof ImageProxyError) {
      sendError(res, err.status, err.message);
      return;
    }
    console.error('[img]', err);
    sendError(res, 502, 'url: the image could not be processed');
  }
}
