import { endOfJapanDayAfter, formatDeadlineJa, reviewPostDeadline } from '@/server/rewards/deadline';
import { rewardConfig } from '@/server/rewards/config';

const defaults = { postPeriodDay: 1, postPeriodHour: 24 };

describe('review-post deadline (fair date + post_period_day at post_period_hour, Japan time)', () => {
  it('defaults 1 and 24: the end of the day after the fair, i.e. 00:00 JST two days later', () => {
    expect(reviewPostDeadline('2026-11-21', defaults).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(formatDeadlineJa('2026-11-21', defaults)).toBe('2026年11月22日(日) 24:00');
  });

  it('carries over month and year ends, and a leap day', () => {
    expect(reviewPostDeadline('2026-11-30', defaults).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(reviewPostDeadline('2026-12-31', defaults).toISOString()).toBe('2027-01-01T15:00:00.000Z');
    expect(reviewPostDeadline('2028-02-28', defaults).toISOString()).toBe('2028-02-29T15:00:00.000Z');
    expect(reviewPostDeadline('2027-02-28', defaults).toISOString()).toBe('2027-03-01T15:00:00.000Z');
  });

  it('takes other configured values (3 days at 18:00; the same day at 0:00)', () => {
    expect(reviewPostDeadline('2026-12-30', { postPeriodDay: 3, postPeriodHour: 18 }).toISOString()).toBe('2027-01-02T09:00:00.000Z');
    expect(reviewPostDeadline('2026-12-30', { postPeriodDay: 0, postPeriodHour: 0 }).toISOString()).toBe('2026-12-29T15:00:00.000Z');
  });

  it('reads the configuration from the environment, with the spec defaults', () => {
    const saved = { ...process.env };
    delete process.env.REVIEW_POST_PERIOD_DAY;
    delete process.env.REVIEW_POST_PERIOD_HOUR;
    expect(rewardConfig()).toMatchObject({ postPeriodDay: 1, postPeriodHour: 24, fairAmount: 10000, referralAmount: 3000 });
    process.env.REVIEW_POST_PERIOD_DAY = '2';
    process.env.REVIEW_POST_PERIOD_HOUR = '12';
    expect(rewardConfig()).toMatchObject({ postPeriodDay: 2, postPeriodHour: 12 });
    process.env.REVIEW_POST_PERIOD_HOUR = 'noon';
    expect(rewardConfig().postPeriodHour).toBe(24);
    process.env = saved;
  });

  it('ends an application period at 24:00 Japan time, whatever the UTC hour', () => {
    // 2026-12-31 23:30 JST is still the 31st in Japan: 90 days later ends 2027-03-31 24:00 JST.
    expect(endOfJapanDayAfter(new Date('2026-12-31T14:30:00Z'), 90).toISOString()).toBe('2027-03-31T15:00:00.000Z');
    // 2027-01-01 00:30 JST (still 2026-12-31 in UTC) counts from January 1st.
    expect(endOfJapanDayAfter(new Date('2026-12-31T15:30:00Z'), 1).toISOString()).toBe('2027-01-02T15:00:00.000Z');
  });
});
