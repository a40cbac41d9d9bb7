import { RESIZE_FLAG_MS, SMALL_BELOW } from './constants';

export { deviceFromUserAgent, type AppDevice } from './bridge/userAgent';

/** The media query of a small window (below 768px: phones). */
export const SMALL_MEDIA_QUERY = `(max-width: ${SMALL_BELOW - 1}px)`;

export type DeviceKind = 'sp' | 'tablet' | 'pc';
export const DEFAULT_DEVICE: DeviceKind = 'pc';

/**
 * The device the server renders for, from the user agent: a phone is 'sp', a tablet 'tablet';
 * without a hint (no agent, a crawler, a desktop) the default device 'pc' (§9).
 */
export function deviceKindFromUserAgent(userAgent: string | null | undefined): DeviceKind {
  const ua = userAgent ?? '';
  if (/\biPad\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\b(iPhone|iPod)\b/.test(ua) || (/\bAndroid\b/.test(ua) && /\bMobile\b/.test(ua))) return 'sp';
  return DEFAULT_DEVICE;
}

export function isSmallWidth(width: number): boolean {
  return width < SMALL_BELOW;
}

export interface DeviceWatchers {
  onSmall(isSmall: boolean): void;
  /** true when a resize starts, false once no resize happened for 400ms. */
  onResizing(isResizing: boolean): void;
}

/** Follows the small-window breakpoint and the resize flag; returns the unsubscribe function. */
export function watchDevice(win: Window, { onSmall, onResizing }: DeviceWatchers): () => void {
  const query = win.matchMedia(SMALL_MEDIA_QUERY);
  onSmall(query.matches);
  const onChange = (event: MediaQueryListEvent) => onSmall(event.matches);
  query.addEventListener('change', onChange);

  let timer: ReturnType<typeof setTimeout> | null = null;
  const onResize = () => {
    if (timer === null) onResizing(true);
    else clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      onResizing(false);
    }, RESIZE_FLAG_MS);
  };
  win.addEventListener('resize', onResize);

  return () => {
    query.removeEventListener('change', onChange);
    win.removeEventListener('resize', onResize);
    if (timer !== null) clearTimeout(timer);
  };
}
