// Browser error reporting, only when the server rendered a DSN into the page (pages/_document.tsx, from
// SENTRY_DSN or SENTRY_BROWSER_DSN at run time: lib/sentryDsn.ts). Everything else, the SDK included, is
// loaded on demand (lib/browserSentry.ts), so it is no part of any page's first-load JS and pages without
// a DSN never fetch it. The tag's name is SENTRY_DSN_META (lib/sentryDsn.ts), spelled out here so that
// not even that module is in the first load. Before Next hydrates, hydration is made a transition
// (lib/hydrateInTransition.ts) so it runs in short slices instead of one long task.
import { hydrateInTransition } from './lib/hydrateInTransition';

hydrateInTransition();

const meta = document.querySelector<HTMLMetaElement>('meta[name="musubi-sentry-dsn"]');
if (meta?.content) {
  import('./lib/browserSentry').then((m) => m.startBrowserSentry(meta)).catch(() => undefined);
}

export {};
