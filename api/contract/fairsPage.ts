import { z } from 'zod';
import { endpoint, page } from './define';
import { fairCalendar, fairDayFilters, fairHallsOfDay, requiredYmd, ymParam } from './fairs';

/**
 * GET /api/wn/fairs/page (ours, not in the spec): what /fairs shows, read at once instead of the
 * calendar and then the shown day's halls. Each part is exactly the answer of its own endpoint:
 * `calendar` of /api/wn/fairs/calendar for the month (the date's, else `month`, else the month of
 * the first date with a fair), `result` of /api/wn/fairs/halls?per_page=FAIR_HALLS_PER_PAGE for the
 * day shown: `date`, else the month's first day with a fair, else the first such date at all.
 */
export const getFairsPage = endpoint({
  method: 'GET',
  path: '/api/wn/fairs/page',
  input: z.object({
    /** The day to list; with it, `month` is not read. */
    date: requiredYmd.optional(),
    month: ymParam.optional(),
    ...fairDayFilters,
    page: page(),
  }),
  output: z.object({
    calendar: fairCalendar,
    /** The day listed (null: no fair for the filters in the month, or at all). */
    shown: z.string().nullable(),
    result: fairHallsOfDay.nullable(),
  }),
  auth: 'none',
  cacheSeconds: 60,
});
export type FairsPage = z.infer<typeof getFairsPage.output>;
