import { deviceFromUserAgent } from './userAgent';

/** Messages the page posts to the native wrapper (spec §7). */
export type NativeMessage =
  | { type: 'loaded' }
  | { type: 'transition_start'; destination_url: string }
  | { type: 'transition_complete'; title: string }
  | { type: 'clip'; target: 'hall'; hall_id: number; clipped: boolean }
  | { type: 'clip'; target: 'user'; user_id: number | string; clipped: boolean }
  | { type: 'clip'; target: 'article'; article_id: number; clipped: boolean }
  | { type: 'login_required'; destination_url: string; action: string | null };

interface IOSHandler {
  postMessage(message: unknown): void;
}

declare global {
  interface Window {
    webkit?: { messageHandlers?: { musubi?: IOSHandler } };
    MusubiAndroid?: { postMessage(json: string): void };
  }
}

/**
 * Posts a message to the wrapper: iOS's WKScriptMessageHandler `musubi` receives the object,
 * Android's JavascriptInterface `MusubiAndroid` receives it as JSON text. Returns whether a
 * wrapper received it: nothing happens on the server or in a plain browser.
 */
export function postNativeMessage(message: NativeMessage): boolean {
  if (typeof window === 'undefined') return false;
  const device = deviceFromUserAgent(window.navigator.userAgent);
  if (!device.isInApp) return false;
  const ios = window.webkit?.messageHandlers?.musubi;
  const android = window.MusubiAndroid;
  try {
    if (ios && !device.isAndroid) {
      ios.postMessage(message);
      return true;
    }
    if (android && !device.isIOS) {
      android.postMessage(JSON.stringify(message));
      return true;
    }
  } catch {
    // A wrapper that throws must never break the page.
  }
  return false;
}
