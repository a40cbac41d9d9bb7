import { SEASON_QUARTERS } from '../../lib/constants';

export interface SeasonOption {
  /** The first day of the quarter (yyyy-MM-dd), sent as preferred_wedding_date. */
  value: string;
  /** 2026年7〜9月 */
  label: string;
  /** The account's wedding season spelling: 2026-Q3. */
  quarter: string;
}

/** The 20 quarters (§9) from the current one, in Japan time. */
export function weddingSeasonOptions(today: string, count = SEASON_QUARTERS): SeasonOption[] {
  const [y, m] = today.split('-').map(Number);
  let year = y;
  let q = Math.floor((m - 1) / 3);
  const out: SeasonOption[] = [];
  for (let i = 0; i < count; i++) {
    const first = q * 3 + 1;
    out.push({ value: `${year}-${String(first).padStart(2, '0')}-01`, label: `${year}年${first}〜${first + 2}月`, quarter: `${year}-Q${q + 1}` });
    q += 1;
    if (q === 4) {
      q = 0;
      year += 1;
    }
  }
  return out;
}

/** The option for an account's "2026-Q3", when it is among the options. */
export function optionForQuarter(options: SeasonOption[], quarter: string | null | undefined): string {
  return options.find((o) => o.quarter === quarter)?.value ?? '';
}
