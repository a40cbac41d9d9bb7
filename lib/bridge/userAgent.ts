import type { AppState } from '../../store/slices/app';

export type AppDevice = Pick<AppState, 'isInApp' | 'isIOS' | 'isAndroid' | 'appVersion' | 'isAppV3'>;

const APP_TOKEN = /MusubiApp\/(\d+(?:\.\d+)*)/;
const IOS = /\b(iPhone|iPad|iPod|iOS)\b/;
const ANDROID = /\bAndroid\b/;

/**
 * Reads the native app from a user agent: the app's webview appends `MusubiApp/<version>`
 * (and its platform). Works in the browser and in getServerSideProps (req.headers['user-agent']).
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): AppDevice {
  const ua = userAgent ?? '';
  const match = APP_TOKEN.exec(ua);
  const appVersion = match ? match[1] : null;
  return {
    isInApp: appVersion !== null,
    isIOS: IOS.test(ua),
    isAndroid: ANDROID.test(ua),
    appVersion,
    // The version-3 wrapper speaks a newer protocol and is marked separately (§9).
    isAppV3: appVersion !== null && appVersion.split('.')[0] === '3',
  };
}
