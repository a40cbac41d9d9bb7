import { createEvent, type DateArray } from 'ics';
import type { ReservationListItem } from '../../api/contract/fairs';

const JST_OFFSET_HOURS = 9;

/** A Japanese date and clock time (「10:00」) as the UTC date array the calendar file carries. */
function utcOf(ymd: string, hhmm: string): DateArray {
  const [y, m, d] = ymd.split('-').map(Number);
  const [h, min] = hhmm.split(':').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d, h - JST_OFFSET_HOURS, min));
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes()];
}

/** The reservation as an iCalendar event (made with the `ics` library), or null when its time cannot be read. */
export function reservationIcs(r: ReservationListItem, origin: string): string | null {
  const times = r.hold_time.match(/(\d{1,2}:\d{2})/g);
  if (!times || !/^\d{4}-\d{2}-\d{2}$/.test(r.hold_at)) return null;
  const start = utcOf(r.hold_at, times[0]);
  const end = times[1] ? utcOf(r.hold_at, times[1]) : undefined;
  const { error, value } = createEvent({
    uid: `reservation-${r.id}@musubi`,
    title: `【ブライダルフェア】${r.fair_name}`,
    description: `${r.hall_name}\n参加人数：${r.number_of_participants}名\n予約番号：${r.id}`,
    location: r.hall_name,
    url: `${origin}/halls/${r.hall_id}/fairs/${r.fair_id}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(end ? { end, endInputType: 'utc' as const, endOutputType: 'utc' as const } : { duration: { hours: 2 } }),
  });
  return error || !value ? null : value;
}

/** Downloads the file in the browser (the phone offers to add it to its calendar). */
export function downloadIcs(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
