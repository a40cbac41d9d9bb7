import { formatDateJa } from '../../lib/format';

/** Unix seconds → 2026年11月21日 (Japan time). */
export const dateFromUnix = (seconds: number): string => formatDateJa(new Date(seconds * 1000), false);

/** Unix seconds → the machine-readable datetime attribute. */
export const isoFromUnix = (seconds: number): string => new Date(seconds * 1000).toISOString();
