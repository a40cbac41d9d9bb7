/** Reward settings (§9): env-configurable, with the spec's defaults. */
export interface RewardConfig {
  /** The review-post deadline: the fair's date + postPeriodDay days, at postPeriodHour o'clock (Japan time). */
  postPeriodDay: number;
  postPeriodHour: number;
  fairAmount: number;
  referralAmount: number;
  /** The gift for an engagement ring bought from a partner brand. */
  ringAmount: number;
  /** Days a member has to apply for a ticket once it is hers. */
  applyDays: number;
}

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '' || !/^\d+$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

export function rewardConfig(): RewardConfig {
  return {
    postPeriodDay: intEnv('REVIEW_POST_PERIOD_DAY', 1, 0, 365),
    postPeriodHour: intEnv('REVIEW_POST_PERIOD_HOUR', 24, 0, 24),
    fairAmount: intEnv('GIFT_FAIR_AMOUNT', 10000, 0, 1_000_000),
    referralAmount: intEnv('REFERRAL_AMOUNT', 3000, 0, 1_000_000),
    ringAmount: intEnv('GIFT_RING_AMOUNT', 20000, 0, 1_000_000),
    applyDays: intEnv('GIFT_APPLY_DAYS', 90, 1, 3650),
  };
}
