import type { AccountUser } from '../../api/contract/accounts';

/**
 * The signed-in member, known to the server when it renders her page, goes into the first paint:
 * pages/_document.tsx reads her (lib/identity/signedInMember.ts), hands her to the app's render and
 * writes her into the page as JSON under this id, where the browser's store reads her at hydration.
 * So a member is never treated as anonymous while the page's scripts load (issue 34): the header
 * shows her name and a tap on クリップ saves at once, without waiting for /api/accounts/me.
 */
export const FIRST_PAINT_MEMBER_ID = 'musubi-member';

/** The member written into the page by the server render, in the browser (null when anonymous or on the server). */
export function readFirstPaintMember(): AccountUser | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(FIRST_PAINT_MEMBER_ID);
  if (!el?.textContent) return null;
  try {
    const value = JSON.parse(el.textContent) as unknown;
    return typeof value === 'object' && value !== null && typeof (value as { user_id?: unknown }).user_id === 'number' ? (value as AccountUser) : null;
  } catch {
    return null;
  }
}
