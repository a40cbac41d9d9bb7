import { FairCalendar } from './FairCalendar';

/** The calendar of a hall's fair dates, each date leading to the hall's fairs on that day. */
export function HallFairCalendar({ hallId, dates }: { hallId: number; dates: string[] }) {
  return <FairCalendar dates={dates} hrefFor={(d) => `/halls/${hallId}/fairs?hold_at=${d}`} />;
}
