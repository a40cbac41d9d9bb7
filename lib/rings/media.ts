import { mediaUrl } from '../media';

/**
 * A ring's product photo says what it shows in its path (type, metal, design), so the drawing
 * matches the ring: /media/rings/12/engagement-pt950-wave/1.jpg.
 */
export function ringImageUrl(ring: { id: number; type: string; metal: string; design: string }, n = 1): string {
  return mediaUrl('rings', ring.id, `${ring.type}-${ring.metal}-${ring.design.replace(/_/g, '')}`, n);
}

/** A brand's logo carries its latin name (spaces as _): /media/brands/3/logo-LA_LUNE/1.jpg. */
export function brandLogoUrl(brand: { id: number; nameEn: string }): string {
  const letters = brand.nameEn.normalize('NFD').replace(/\s+/g, '_').replace(/[^A-Za-z0-9_]/g, '').toUpperCase().slice(0, 24) || 'RING';
  return mediaUrl('brands', brand.id, `logo-${letters}`, 1);
}

export const RING_IMAGE_COUNT = 3;
