/** The live WordPress site the magazine follows (WORDPRESS_*), or null when WORDPRESS_URL is unset. */
export interface WordpressConfig {
  /** The site's address without a trailing slash, e.g. "https://blog.example.jp". */
  url: string;
  /** Seconds between incremental syncs (WORDPRESS_SYNC_SECONDS, default 60). */
  intervalSeconds: number;
  /** An application password (Users → Profile → Application Passwords): drafts, schedules and raw content. */
  auth: { user: string; password: string } | null;
  /** The webhook's HMAC key (WORDPRESS_WEBHOOK_SECRET); without it the webhook answers 404. */
  webhookSecret: string | null;
  /** A request's time limit (tests shorten it). */
  timeoutMs?: number;
}

export function wordpressConfig(env: Record<string, string | undefined> = process.env): WordpressConfig | null {
  const raw = env.WORDPRESS_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    console.error('[wordpress] WORDPRESS_URL is not a URL; the sync is off');
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const seconds = Number(env.WORDPRESS_SYNC_SECONDS ?? 60);
  const user = env.WORDPRESS_USER?.trim();
  const password = env.WORDPRESS_APP_PASSWORD?.trim();
  return {
    url: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
    intervalSeconds: Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 86400) : 60,
    auth: user && password ? { user, password } : null,
    webhookSecret: env.WORDPRESS_WEBHOOK_SECRET?.trim() || null,
  };
}
