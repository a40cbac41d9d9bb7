/**
 * Taps on the page's main buttons (クリップ, いいね, お気に入り) before its scripts have arrived and
 * hydrated it: the page's scripts load after its first paint (lib/scriptsAfterPaint.ts), and on a
 * slow phone a member sees the buttons seconds before React handles them. An inline script in the
 * document's head (components/layout/PaintFirstHead.tsx) keeps each tap on an element marked
 * `data-early-tap` (the mark is in the server HTML until the button has hydrated) instead of letting
 * it fall through to the card's link; the button, once hydrated, takes its own taps and presses
 * itself (components/ui/useEarlyTap.ts). The element is the same DOM node, since hydration keeps
 * the server's nodes.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set on a kept tap's element until its button takes it: the button looks pressed meanwhile. */
export const EARLY_TAP_PENDING_ATTRIBUTE = 'data-early-tapped';

declare global {
  interface Window {
    __musubiEarlyTaps?: Element[];
  }
}

/** The inline script's source (no external data: it is the same on every page). */
export function earlyTapsSource(): string {
  return (
    '(function(d,w){var q=w.__musubiEarlyTaps=[];' +
    `d.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!b)return;` +
    `e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0){q.push(b);b.setAttribute("${EARLY_TAP_PENDING_ATTRIBUTE}","")}},true)` +
    '})(document,window)'
  );
}

/** Whether `el` was tapped before it hydrated; the tap is taken (answered once). */
export function takeEarlyTap(el: Element | null): boolean {
  const q = typeof window === 'undefined' ? undefined : window.__musubiEarlyTaps;
  if (!el) return false;
  el.removeAttribute(EARLY_TAP_PENDING_ATTRIBUTE);
  const i = q ? q.indexOf(el) : -1;
  if (i < 0) return false;
  q!.splice(i, 1);
  return true;
}
