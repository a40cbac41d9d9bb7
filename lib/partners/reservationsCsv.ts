import type { PartnerReservation } from '../../api/contract/partners';

const HEADER = ['予約番号', '受付日時', 'フェア', '開催日', '時間', 'お名前', 'フリガナ', 'メールアドレス', '電話番号', '人数', '挙式希望日', 'ご要望', 'ステータス', 'メモ'];

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised (formula injection). */
export function csvField(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', hour12: false });

/**
 * The inbox as CSV that Japanese Excel opens correctly: UTF-8 with a byte order mark (without it
 * Excel reads Shift_JIS and the names are garbled), CRLF line ends.
 */
export function reservationsCsv(items: PartnerReservation[]): string {
  const rows = items.map((r) => [r.id, jst(r.created_at), r.fair_name, r.hold_at, r.hold_time, r.name, r.name_kana, r.email, r.tel, r.number_of_participants, r.preferred_wedding_date, r.message, r.status_label, r.note]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
