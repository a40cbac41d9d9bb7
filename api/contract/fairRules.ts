// The fair reservation's field rules without zod: the reservation form uses them for its first
// paint (its schema loads on demand); api/contract/fairs re-exports them beside the schemas.

export const MAX_PARTICIPANTS = 6;
export const GENDERS = ['female', 'male', 'other'] as const;
export const CV_DEVICES = ['mobile_app', 'mobile_web'] as const;

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** Full-width katakana, the long-vowel mark, the middle dot and spaces. */
export const KANA_RE = /^[\u30A1-\u30FA\u30FC\u30FB\u3000 ]+$/;
/** Half-width digits, hyphens allowed: 10 or 11 digits starting with 0 once hyphens are removed. */
export const TEL_RE = /^[0-9-]+$/;

/** A real calendar date written yyyy-MM-dd. */
export function isYmd(v: string): boolean {
  if (!YMD.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Half-width katakana becomes full-width (NFKC); spaces are trimmed. */
export function normaliseKana(v: string): string {
  return v.normalize('NFKC').trim();
}

/** 090-1234-5678 → 09012345678 */
export function normaliseTel(v: string): string {
  return v.trim().replace(/-/g, '');
}
