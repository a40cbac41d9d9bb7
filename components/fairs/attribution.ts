import { deviceFromUserAgent } from '../../lib/bridge';

export const UTM_STORAGE_KEY = 'musubi_fair_utm';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * Keeps the landing URL's utm parameters for this browser session (the first landing wins,
 * so an inner link without utm does not erase where the couple came from).
 */
export function rememberUtm(search: string, storage: Storage | undefined = safeSession()): void {
  if (!storage) return;
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const k of UTM_KEYS) {
    const v = params.get(k);
    if (v) utm[k] = v.slice(0, 100);
  }
  if (Object.keys(utm).length === 0) return;
  try {
    if (!storage.getItem(UTM_STORAGE_KEY)) storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // storage full or blocked: attribution is best effort
  }
}

export function storedUtm(storage: Storage | undefined = safeSession()): Utm {
  try {
    const raw = storage?.getItem(UTM_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(UTM_KEYS.filter((k) => typeof parsed[k] === 'string').map((k) => [k, parsed[k] as string]));
  } catch {
    return {};
  }
}

/** mobile_app inside the app's webview, mobile_web otherwise. */
export function cvDevice(isInApp: boolean, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): 'mobile_app' | 'mobile_web' {
  return isInApp || deviceFromUserAgent(userAgent).isInApp ? 'mobile_app' : 'mobile_web';
}

function safeSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
