// The browser's Sentry DSN, chosen at run time. The server renders it into every page
// (pages/_document.tsx, a <meta> tag) from SENTRY_BROWSER_DSN, else SENTRY_DSN, read per request,
// so one build runs with or without error reporting; instrumentation-client.ts reads the tag and
// starts the SDK only when it is there. The browser sends its events to our own origin
// (/api/monitoring, server/monitoring/tunnel.ts), which accepts envelopes for this DSN only.
// Never NEXT_PUBLIC_*: Next would inline that at build time.

/** The name of the <meta> tag that carries the browser DSN. */
export const SENTRY_DSN_META = 'musubi-sentry-dsn';

/** Where the browser SDK posts its envelopes (pages/api/monitoring.ts). */
export const SENTRY_TUNNEL_PATH = '/api/monitoring';

/** A Sentry DSN's parts: `{protocol}//{publicKey}@{host}{pathPrefix}/{projectId}`. */
export interface SentryDsn {
  protocol: 'http:' | 'https:';
  publicKey: string;
  /** hostname[:port], lower case, without the protocol's default port. */
  host: string;
  /** The path before the project id ('' for sentry.io and most self-hosted setups). */
  pathPrefix: string;
  projectId: string;
}

/** Parses a DSN; anything else (or a DSN for another scheme, without a key or project) is null. A secret key is dropped. */
export function parseSentryDsn(raw: unknown): SentryDsn | null {
  if (typeof raw !== 'string' || raw.length > 1000) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.username || !/^[\w-]+$/.test(url.username) || url.search || url.hash) return null;
  const path = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!path) return null;
  return { protocol: url.protocol, publicKey: url.username, host: url.host.toLowerCase(), pathPrefix: path[1], projectId: path[2] };
}

/** The DSN as the browser SDK takes it (never with a secret key). */
export function formatSentryDsn(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.publicKey}@${dsn.host}${dsn.pathPrefix}/${dsn.projectId}`;
}

/** Whether two DSNs name the same project with the same key on the same server. */
export function sameSentryDsn(a: SentryDsn, b: SentryDsn): boolean {
  return a.protocol === b.protocol && a.host === b.host && a.pathPrefix === b.pathPrefix && a.projectId === b.projectId && a.publicKey === b.publicKey;
}

/** Where envelopes for this DSN are posted: `{protocol}//{host}{pathPrefix}/api/{projectId}/envelope/`. */
export function sentryEnvelopeUrl(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** The DSN browsers report to: SENTRY_BROWSER_DSN, else SENTRY_DSN; null when unset or not a DSN. */
export function browserSentryDsn(env: Record<string, string | undefined> = process.env): SentryDsn | null {
  const raw = env.SENTRY_BROWSER_DSN?.trim() || env.SENTRY_DSN?.trim();
  return raw ? parseSentryDsn(raw) : null;
}

/** The attributes of the DSN's <meta> tag for a page, or null (no tag: the browser reports nothing). */
export function sentryDsnMeta(env: Record<string, string | undefined> = process.env): { name: string; content: string; 'data-environment'?: string } | null {
  const dsn = browserSentryDsn(env);
  if (!dsn) return null;
  const environment = env.SENTRY_ENVIRONMENT?.trim();
  return { name: SENTRY_DSN_META, content: formatSentryDsn(dsn), ...(environment ? { 'data-environment': environment } : {}) };
}
