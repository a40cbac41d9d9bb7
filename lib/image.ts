import { IMAGE_WIDTHS, SRCSET_SIZES } from './constants';

/** Fit modes the image path accepts (sharp's names). */
export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export type NamedWidth = keyof typeof IMAGE_WIDTHS;

/** Largest width or height /img produces: twice the largest srcset candidate, with room for retina. */
export const MAX_IMAGE_DIMENSION = 2400;

export interface ImageOptions {
  width?: number | NamedWidth;
  height?: number;
  fit?: ImageFit;
}

export function resolveWidth(width: number | NamedWidth): number {
  return typeof width === 'number' ? width : IMAGE_WIDTHS[width];
}

/** The only widths /img produces: the spec's named widths and srcset sizes, their doubles for small images, and the cap. */
export const PRODUCED_WIDTHS: readonly number[] = [...new Set([...Object.values(IMAGE_WIDTHS), ...Object.values(IMAGE_WIDTHS).map((w) => w * 2), ...SRCSET_SIZES.map(([w]) => w), MAX_IMAGE_DIMENSION])]
  .filter((w) => w <= MAX_IMAGE_DIMENSION)
  .sort((a, b) => a - b);

/**
 * What /img actually produces for a request: a width that is not one of PRODUCED_WIDTHS moves up
 * to the next one (the browser scales it down) with the height at the requested aspect ratio
 * (rounded to 1/100), so the variants of one image are few however the URL is varied.
 */
export function snapDimensions(width: number | null, height: number | null): { width: number | null; height: number | null } {
  const up = (n: number) => PRODUCED_WIDTHS.find((w) => w >= n) ?? MAX_IMAGE_DIMENSION;
  if (width === null) return { width: null, height: height === null ? null : up(height) };
  if (PRODUCED_WIDTHS.includes(width)) return { width, height };
  const snapped = up(width);
  if (height === null) return { width: snapped, height: null };
  const ratio = Math.max(1, Math.round((height / width) * 100)) / 100;
  return { width: snapped, height: Math.min(MAX_IMAGE_DIMENSION, Math.round(snapped * ratio)) };
}

/** URLs the browser loads directly instead of through /img (inline data, blobs, vector images). */
function isPassThrough(src: string): boolean {
  return src.startsWith('data:') || src.startsWith('blob:') || /\.svg(\?|$)/i.test(src);
}

/** The /img URL that serves `src` resized. */
export function imageUrl(src: string, options: ImageOptions = {}): string {
  if (isPassThrough(src)) return src;
  const params = new URLSearchParams({ url: src });
  if (options.width !== undefined) params.set('width', String(resolveWidth(options.width)));
  if (options.height !== undefined) params.set('height', String(Math.round(options.height)));
  if (options.fit) params.set('fit', options.fit);
  return `/img?${params.toString()}`;
}

export interface SrcSetCandidate {
  width: number;
  height: number;
}

/**
 * The widths offered for an image shown at `width`×`height` CSS pixels. Large images use the
 * spec's srcset sizes (670x448, 1005x672, 1340x896) at the image's own aspect ratio; small ones
 * (thumbnails, icons) get 1x and 2x.
 */
export function srcSetCandidates(width: number, height: number): SrcSetCandidate[] {
  const ratio = height / width;
  const widths: number[] = width > SRCSET_SIZES[0][0] / 2 ? SRCSET_SIZES.map(([w]) => w) : [width, width * 2];
  return widths.map((w) => ({ width: w, height: Math.round(w * ratio) }));
}

export function imageSrcSet(src: string, width: number, height: number, fit: ImageFit = 'cover'): string | undefined {
  if (isPassThrough(src)) return undefined;
  return srcSetCandidates(width, height)
    .map((c) => `${imageUrl(src, { width: c.width, height: c.height, fit })} ${c.width}w`)
    .join(', ');
}

export type ParsedImageParams =
  | { ok: true; url: string; width: number | null; height: number | null; fit: ImageFit }
  | { ok: false; message: string };

function parseDimension(name: string, raw: string | undefined, named: boolean): number | null | string {
  if (raw === undefined || raw === '') return null;
  if (named && raw in IMAGE_WIDTHS) return IMAGE_WIDTHS[raw as NamedWidth];
  if (!/^\d+$/.test(raw)) return `${name}: must be a positive integer${named ? ' or one of i, t, s, l, xl' : ''}`;
  const value = Number(raw);
  if (value < 1 || value > MAX_IMAGE_DIMENSION) return `${name}: must be between 1 and ${MAX_IMAGE_DIMENSION}`;
  return value;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Validates the query of /img: url required; width named (i t s l xl) or numeric; height numeric; fit. */
export function parseImageParams(query: Record<string, string | string[] | undefined>): ParsedImageParams {
  const url = first(query.url)?.trim();
  if (!url) return { ok: false, message: 'url: required' };
  if (url.length > 2048) return { ok: false, message: 'url: too long' };
  const width = parseDimension('width', first(query.width), true);
  if (typeof width === 'string') return { ok: false, message: width };
  const height = parseDimension('height', first(query.height), false);
  if (typeof height === 'string') return { ok: false, message: height };
  const fitRaw = first(query.fit) || 'cover';
  if (!(IMAGE_FITS as readonly string[]).includes(fitRaw)) return { ok: false, message: `fit: must be one of ${IMAGE_FITS.join(', ')}` };
  return { ok: true, url, width, height, fit: fitRaw as ImageFit };
}
