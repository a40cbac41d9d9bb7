import type { RewardConfig } from './config';

const JST_OFFSET_MS = 9 * 3600 * 1000;

/**
 * The review-post deadline of a fair held on `fairDate` (yyyy-MM-dd, Japan): that day plus
 * `postPeriodDay` days, at `postPeriodHour` o'clock Japan time (hour 24 is the next midnight).
 * With the defaults 1 and 24, a fair on 11/21 gives 11/23 00:00 JST: the end of the day after.
 */
export function reviewPostDeadline(fairDate: string, cfg: Pick<RewardConfig, 'postPeriodDay' | 'postPeriodHour'>): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fairDate);
  if (!m) throw new Error(`not a date: ${fairDate}`);
  // Date.UTC carries day and hour overflow across month and year ends.
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + cfg.postPeriodDay, cfg.postPeriodHour) - JST_OFFSET_MS);
}

/** 2026年11月22日(日) 24:00 style, as people say it (hour 24 stays on the earlier day). */
export function formatDeadlineJa(fairDate: string, cfg: Pick<RewardConfig, 'postPeriodDay' | 'postPeriodHour'>): string {
  const d = new Date(`${fairDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + cfg.postPeriodDay);
  const week = '日月火水木金土'[d.getUTCDay()];
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${week}) ${cfg.postPeriodHour}:00`;
}

/** A moment in Japan time as yyyy-MM-dd. */
export function japanDateOf(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The end (24:00 JST) of the day `days` after `from`: ticket application deadlines. */
export function endOfJapanDayAfter(from: Date, days: number): Date {
  const [y, mo, d] = japanDateOf(from).split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days, 24) - JST_OFFSET_MS);
}
