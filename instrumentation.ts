import * as Sentry from '@sentry/nextjs';

/** Server start: Sentry only with SENTRY_DSN, and never while `next build` collects pages. */
export async function register(): Promise<void> {
  if (!process.env.SENTRY_DSN || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/** Errors thrown while rendering pages or running API routes (a no-op while Sentry is off). */
export const onRequestError = Sentry.captureRequestError;
