import { CARAT_BANDS, CUTS, DESIGNS, METALS, ORIGINS, PRICE_BANDS, RING_OPTIONS, RING_TYPES } from '../../api/contract/ringVocabulary';
import type { RingSummary } from '../../api/contract/rings';
import { formatYen } from '../format';

const label = <T extends Record<string, string>>(map: T) => (code: string | null | undefined): string => (code && code in map ? map[code as keyof T] : '');

/** Japanese for every code the ring section shows; a code itself is never shown. */
export const ringTypeLabel = label(RING_TYPES);
export const metalLabel = label(METALS);
export const designLabel = label(DESIGNS);
export const originLabel = label(ORIGINS);
export const cutLabel = label(CUTS);
export const optionLabel = label(RING_OPTIONS);
export const priceBandLabel = (code: string) => (code in PRICE_BANDS ? PRICE_BANDS[code as keyof typeof PRICE_BANDS].label : '');
export const caratBandLabel = (code: string) => (code in CARAT_BANDS ? CARAT_BANDS[code as keyof typeof CARAT_BANDS].label : '');

export const formatCarat = (carat: number | null) => (carat === null ? '—' : `${carat.toFixed(2)}ct`);
export const formatWidth = (mm: number) => `${mm.toFixed(1)}mm`;
export const formatWeeks = (weeks: number) => `約${weeks}週間`;

/** ¥248,000（税込）, for a pair ¥312,000（2本・税込）. */
export function ringPriceText(ring: Pick<RingSummary, 'type' | 'price'>): string {
  return ring.type === 'wedding' ? `${formatYen(ring.price)}（2本・税込）` : `${formatYen(ring.price)}（税込）`;
}
