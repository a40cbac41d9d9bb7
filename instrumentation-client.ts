// Browser error reporting, only when the server rendered a DSN into the page (pages/_document.tsx, from
// SENTRY_DSN or SENTRY_BROWSER_DSN at run time: lib/sentryDsn.ts). The SDK is loaded on demand, so pages
// without Sentry never carry it and it is no part of the first-load JS. Events go to our own origin
// (/api/monitoring), the only place the CSP's connect-src lets them go; errors only (no traces, no
// page-view sessions), so a page view costs the tunnel nothing.
import { SENTRY_DSN_META, SENTRY_TUNNEL_PATH } from './lib/sentryDsn';

const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${SENTRY_DSN_META}"]`);
const dsn = meta?.content;

if (meta && dsn) {
  const environment = meta.dataset.environment || process.env.NODE_ENV;
  import('@sentry/nextjs')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        tunnel: SENTRY_TUNNEL_PATH,
        environment,
        integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserTracing' && i.name !== 'BrowserSession'),
      });
      // Reporting is on from here (the e2e test waits for this).
      (window as { musubiSentryReady?: boolean }).musubiSentryReady = true;
    })
    .catch(() => undefined);
}

export {};
