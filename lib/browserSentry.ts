// Sentry in the browser, started by instrumentation-client.ts when the page carries a DSN (lib/sentryDsn.ts).
// Loaded on demand with the SDK. Events go to our own origin (/api/monitoring, server/monitoring/tunnel.ts),
// the only place the CSP's connect-src lets them go. Errors only: no traces and no page-view sessions, so a
// page view costs the tunnel nothing and the SDK adds no headers to the site's own requests.
import * as Sentry from '@sentry/nextjs';
import { SENTRY_TUNNEL_PATH } from './sentryDsn';

export function startBrowserSentry(meta: HTMLMetaElement): void {
  Sentry.init({
    dsn: meta.content,
    tunnel: SENTRY_TUNNEL_PATH,
    environment: meta.dataset.environment || process.env.NODE_ENV,
    integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserTracing' && i.name !== 'BrowserSession'),
  });
  // Reporting is on from here (tests/e2e/errorReporting.e2e.ts waits for it).
  (window as { musubiSentryReady?: boolean }).musubiSentryReady = true;
}
