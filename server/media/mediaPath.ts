import type { MediaKind } from '../../lib/media';

export const MEDIA_KINDS: readonly MediaKind[] = ['halls', 'fairs', 'articles', 'writers', 'brides', 'users', 'rings', 'brands'];

export interface MediaRef {
  kind: MediaKind;
  id: string;
  variant: string;
  n: number;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Parses `<kind>/<id>/<variant>/<n>.jpg` (the part after /media/), or null when it is not one. */
export function parseMediaPath(path: string): MediaRef | null {
  const parts = path.replace(/^\/+/, '').replace(/^media\//, '').split('/');
  if (parts.length !== 4) return null;
  const [kind, id, variant, file] = parts;
  if (!(MEDIA_KINDS as readonly string[]).includes(kind)) return null;
  if (!SEGMENT.test(id) || !SEGMENT.test(variant)) return null;
  const match = /^(\d{1,4})\.jpg$/.exec(file);
  if (!match) return null;
  return { kind: kind as MediaKind, id, variant, n: Number(match[1]) };
}

export function mediaKey(ref: MediaRef): string {
  return `${ref.kind}/${ref.id}/${ref.variant}/${ref.n}.jpg`;
}

/**
 * Parses `halls/<hall id>/video/<n>.mp4`, a hall's demo video, into the ref of its thumbnail
 * (`halls/<id>/video/<n>.jpg`, the still the clip is made from), or null when it is not one.
 */
export function parseVideoPath(path: string): MediaRef | null {
  const rest = path.replace(/^\/+/, '').replace(/^media\//, '');
  const match = /^halls\/([1-9]\d{0,8})\/video\/([1-9]\d?)\.mp4$/.exec(rest);
  return match ? { kind: 'halls', id: match[1], variant: 'video', n: Number(match[2]) } : null;
}

export function videoKey(ref: MediaRef): string {
  return `${ref.kind}/${ref.id}/${ref.variant}/${ref.n}.mp4`;
}
