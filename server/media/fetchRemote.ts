import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { checkedLookup, ForbiddenAddressError, resolvePublicAddresses, type LookupAll } from './addressCheck';
import { isAllowedHost } from './allowedHosts';

/** A refusal or failure of /img, answered with this status and message. */
export class ImageProxyError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RemoteFetchOptions {
  allowedHosts: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** For tests: replaces DNS resolution. */
  lookup?: LookupAll;
  /** For tests: which resolved addresses are refused (default: every non-public address). */
  isForbiddenAddress?: (address: string) => boolean;
}

export interface FetchedImage {
  body: Buffer;
  contentType: string;
}

/** Raster formats /img accepts from other hosts (no SVG: it can reference other resources). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export function checkRemoteUrl(url: URL, allowedHosts: string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageProxyError(400, 'url: only http and https URLs are accepted');
  if (url.username || url.password) throw new ImageProxyError(400, 'url: credentials are not accepted');
  if (!isAllowedHost(url.hostname, allowedHosts)) throw new ImageProxyError(403, `url: host ${url.hostname} is not allowed`);
}

function requestOnce(url: URL, options: RemoteFetchOptions, accept: string): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: checkedLookup(options.lookup, options.isForbiddenAddress) as net.LookupFunction,
        headers: { accept, 'user-agent': 'musubi-image-proxy/1.0' },
        timeout: options.timeoutMs,
      },
      resolve,
    );
    req.on('timeout', () => req.destroy(new ImageProxyError(504, 'url: the image host did not answer in time')));
    req.on('error', reject);
  });
}

function readLimited(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new ImageProxyError(413, `url: the image is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

function mapNetworkError(err: unknown): ImageProxyError {
  if (err instanceof ImageProxyError) return err;
  if (err instanceof ForbiddenAddressError) return new ImageProxyError(403, 'url: the host resolves to a private or reserved address');
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ImageProxyError(404, 'url: the image host does not exist');
  return new ImageProxyError(502, 'url: the image could not be fetched');
}

/**
 * Fetches an image from an allowed host: every hop (redirects included) must be on the
 * allowlist and resolve only to public addresses; the body must be a raster image within the size limit.
 */
export function fetchRemoteImage(start: URL, options: RemoteFetchOptions): Promise<FetchedImage> {
  return fetchRemoteFile(start, options, IMAGE_TYPES, 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8');
}

/** Video and audio formats the magazine's import copies (served back as they are). */
export const MEDIA_FILE_TYPES = new Set(['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/flac']);

/** The same checks as fetchRemoteImage, for a file of one of `types`. */
export async function fetchRemoteFile(start: URL, options: RemoteFetchOptions, types: Set<string>, accept = [...types].join(',')): Promise<FetchedImage> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkRemoteUrl(url, options.allowedHosts);
    let res: http.IncomingMessage;
    try {
      await resolvePublicAddresses(url.hostname, options.lookup, options.isForbiddenAddress);
      res = await requestOnce(url, options, accept);
    } catch (err) {
      throw mapNetworkError(err);
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= options.maxRedirects) throw new ImageProxyError(502, 'url: too many redirects');
      try {
        url = new URL(res.headers.location, url);
      } catch {
        throw new ImageProxyError(502, 'url: the image host sent a broken redirect');
      }
      continue;
    }
    if (status === 404 || status === 410) {
      res.resume();
      throw new ImageProxyError(404, 'url: the image was not found');
    }
    if (status !== 200) {
      res.resume();
      throw new ImageProxyError(502, `url: the image host answered ${status}`);
    }
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!types.has(contentType)) {
      res.resume();
      throw new ImageProxyError(415, `url: ${types === IMAGE_TYPES ? 'not an image' : 'not an accepted file type'} (${contentType || 'no content type'})`);
    }
    const length = Number(res.headers['content-length']);
    if (Number.isFinite(length) && length > options.maxBytes) {
      res.destroy();
      throw new ImageProxyError(413, `url: the image is larger than ${options.maxBytes} bytes`);
    }
    try {
      return { body: await readLimited(res, options.maxBytes), contentType };
    } catch (err) {
      throw mapNetworkError(err);
    }
  }
}
