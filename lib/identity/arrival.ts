const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export const ARRIVAL_SESSION_KEY = 'musubi_arrival_recorded';

export interface Arrival {
  referrer?: string;
  landing_path: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

/**
 * How the visitor arrived, worth recording on the first page of a browser session, or on
 * any page whose URL carries utm parameters. Null when there is nothing to record.
 */
export function arrivalOf(url: URL, referrer: string, firstPageOfSession: boolean): Arrival | null {
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(k);
    if (v) utm[k] = v.slice(0, 200);
  }
  const hasUtm = Object.keys(utm).length > 0;
  if (!firstPageOfSession && !hasUtm) return null;
  let external = '';
  try {
    if (referrer && new URL(referrer).origin !== url.origin) external = referrer.slice(0, 1000);
  } catch {
    external = '';
  }
  return { ...(external ? { referrer: external } : {}), landing_path: `${url.pathname}${url.search}`.slice(0, 1000), ...utm };
}
