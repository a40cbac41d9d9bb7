import { csvField, reservationsCsv } from '@/lib/partners/reservationsCsv';
import type { PartnerReservation } from '@/api/contract/partners';

const r: PartnerReservation = {
  id: 7, fair_id: 1, fair_name: '【試食付き】チャペル見学フェア', hold_at: '2026-12-05', hold_time: '10:00〜12:00', name: '佐藤 美咲', name_kana: 'サトウ ミサキ',
  email: 'misaki@example.com', tel: '09012345678', number_of_participants: 2, preferred_wedding_date: null, message: '駐車場は\nありますか、"2台"', is_member: true,
  status: 'new', status_label: '新規', note: '=HYPERLINK("x")', created_at: '2026-11-28T01:00:00.000Z',
};

it('starts with a BOM, ends lines with CRLF, quotes commas, quotes and line breaks, and neutralises formulas', () => {
  const csv = reservationsCsv([r]);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0].split(',')[0]).toBe('予約番号');
  expect(csv).toContain('"駐車場は\nありますか、""2台"""');
  expect(csv).toContain('2026/11/28 10:00:00');
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  expect(csvField(null)).toBe('');
  expect(csvField('-1')).toBe("'-1");
});
