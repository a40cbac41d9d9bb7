import * as Sentry from '@sentry/nextjs';

/**
 * Server start (never while `next build` collects pages): the live WordPress sync with
 * WORDPRESS_URL, and Sentry with SENTRY_DSN.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.WORDPRESS_URL) {
    const { startWordpressSync } = await import('./server/magazine/wordpress/scheduler');
    startWordpressSync();
  }
  if (!process.env.SENTRY_DSN) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/** Errors thrown while rendering pages or running API routes (a no-op while Sentry is off). */
export const onRequestError = Sentry.captureRequestError;
