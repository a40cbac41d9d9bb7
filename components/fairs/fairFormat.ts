import { formatDateJa, formatYen } from '../../lib/format';

export function fairPrice(price: number): string {
  return price > 0 ? `${formatYen(price)}／1組` : '無料';
}

/** 残り3組 / 残りわずか / 満席 */
export function remainingLabel(remaining: number): string {
  if (remaining <= 0) return '満席';
  if (remaining <= 2) return `残りわずか（${remaining}組）`;
  return `残り${remaining}組`;
}

export const fairDate = (ymd: string) => formatDateJa(ymd);

/** The hold times a fair has, in order (hold_time1..hold_time8). */
export function holdTimes(f: Record<`hold_time${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`, string | null>): string[] {
  return ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((i) => f[`hold_time${i}`]).filter((t): t is string => !!t);
}
