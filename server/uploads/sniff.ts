export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (d: Uint8Array, from: number, to: number) => String.fromCharCode(...d.subarray(from, to));
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The format by its first bytes (never by the file name or the browser's word). Anything else,
 * SVG, TIFF, GIF, a PDF or a renamed text, is none of them.
 */
export function sniffImage(d: Uint8Array): ImageFormat | null {
  if (d.length >= 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff) return 'jpeg';
  if (d.length >= 8 && d[0] === 0x89 && ascii(d, 1, 4) === 'PNG' && d[4] === 0x0d && d[5] === 0x0a) return 'png';
  if (d.length >= 12 && ascii(d, 0, 4) === 'RIFF' && ascii(d, 8, 12) === 'WEBP') return 'webp';
  if (d.length >= 12 && ascii(d, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(d, 8, 12))) return 'heic';
  return null;
}
