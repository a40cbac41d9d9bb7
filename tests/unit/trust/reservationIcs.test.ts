import { reservationIcs } from '@/components/fairs/reservationIcs';

const r = { id: 77, fair_id: 5, hall_id: 12, hall_name: 'ホテル椿山', fair_name: '模擬挙式フェア', hold_at: '2026-12-05', hold_time: '10:00〜12:00', number_of_participants: 2, created_at: '2026-11-01T00:00:00Z', fair_snapshot: {}, is_past: false };

describe('reservationIcs', () => {
  it('makes an event at the fair\'s Japanese time, in UTC', () => {
    const ics = reservationIcs(r, 'https://musubi.example')!;
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261205T010000Z');
    expect(ics).toContain('DTEND:20261205T030000Z');
    expect(ics).toContain('SUMMARY:【ブライダルフェア】模擬挙式フェア');
    expect(ics).toContain('URL:https://musubi.example/halls/12/fairs/5');
  });

  it('gives up on a time it cannot read', () => {
    expect(reservationIcs({ ...r, hold_time: '午前' }, 'https://musubi.example')).toBeNull();
  });
});
