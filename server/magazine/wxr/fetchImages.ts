import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedMedia } from '../../db/schema';
import { fetchRemoteFile, fetchRemoteImage, MEDIA_FILE_TYPES, type RemoteFetchOptions } from '../../media/fetchRemote';
import { storedMediaUrl, storeImage, storeMediaFile } from '../../media/storedMedia';

export type ImageFetchOptions = Pick<RemoteFetchOptions, 'allowedHosts' | 'lookup' | 'isForbiddenAddress'> & Partial<Pick<RemoteFetchOptions, 'maxBytes' | 'timeoutMs'>>;

export interface ImageCopies {
  /** Old URL → its copy on this site. */
  urls: Map<string, string>;
  fetched: number;
  reused: number;
  failed: { url: string; reason: string }[];
}

const MEDIA_FILE = /\.(mp4|m4v|mov|webm|ogv|mp3|m4a|ogg|oga|wav|flac)(\?|$)/i;
const decode = (u: string) => u.replace(/&amp;/g, '&');

/** Image URLs of <img src> in HTML (entities decoded). */
export function imageSourcesOf(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc=["']([^"']+)["']/gi)].map((m) => decode(m[1])).filter((u) => /^https?:\/\//i.test(u));
}

/** Files a post shows: its images, video and audio sources and posters (after conversion). */
export function fileSourcesOf(html: string): string[] {
  return [...html.matchAll(/<(?:img|video|audio|source)\b[^>]*?\s(?:src|poster)=["']([^"']+)["']/gi)].map((m) => decode(m[1])).filter((u) => /^https?:\/\//i.test(u));
}

/**
 * Copies files into our store through the image proxy's checks (allowed hosts only, public
 * addresses only, size and type limits), one at a time; a failure is listed and the rest go on.
 * Images are re-encoded (no EXIF); video and audio lose their metadata (ffmpeg).
 */
export async function copyImages(db: Db, urls: string[], options: ImageFetchOptions): Promise<ImageCopies> {
  const result: ImageCopies = { urls: new Map(), fetched: 0, reused: 0, failed: [] };
  for (const url of [...new Set(urls)]) {
    const [known] = await db.select({ id: storedMedia.id, contentType: storedMedia.contentType }).from(storedMedia).where(eq(storedMedia.sourceUrl, url)).limit(1);
    if (known) {
      result.urls.set(url, storedMediaUrl(known.id, known.contentType));
      result.reused++;
      continue;
    }
    try {
      const fetchOptions = { maxBytes: 20 * 1024 * 1024, timeoutMs: 15000, maxRedirects: 3, ...options };
      if (MEDIA_FILE.test(url)) {
        const file = await fetchRemoteFile(new URL(url), { ...fetchOptions, maxBytes: options.maxBytes ?? 200 * 1024 * 1024, timeoutMs: options.timeoutMs ?? 120000 }, MEDIA_FILE_TYPES);
        result.urls.set(url, await storeMediaFile(db, url, file.body, file.contentType));
      } else {
        result.urls.set(url, await storeImage(db, url, (await fetchRemoteImage(new URL(url), fetchOptions)).body));
      }
      result.fetched++;
    } catch (err) {
      result.failed.push({ url, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}

/** src/href/poster attributes naming a copied file now name the copy. */
export function rewriteImageUrls(html: string, copies: Map<string, string>): string {
  if (!copies.size) return html;
  return html.replace(/(\s(?:src|href|poster)=")([^"]+)(")/gi, (whole, before: string, url: string, after: string) => {
    const copy = copies.get(decode(url));
    return copy ? `${before}${copy}${after}` : whole;
  });
}

/**
 * A player whose file is still on another site becomes a plain link to it: the site's
 * Content-Security-Policy plays media from this site only.
 */
export function linkRemotePlayers(html: string): string {
  return html.replace(/<(video|audio)\b[^>]*?\ssrc="(https?:\/\/[^"]+)"[^>]*><\/\1>/gi, (_m, kind: string, src: string) =>
    `<a href="${src}" target="_blank" rel="noopener noreferrer">${kind.toLowerCase() === 'video' ? '動画を開く' : '音声を開く'}</a>`,
  );
}
