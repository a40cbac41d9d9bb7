// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');
const { PHASE_DEVELOPMENT_SERVER } = require('next/constants');
const { securityHeaders } = require('./lib/securityHeaders.js');
const { nextRewrites } = require('./server/web/pathRewrites.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds can live side by side (parallel e2e runs, benchmarks): NEXT_DIST_DIR picks the folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every rendered page in JavaScript for its ETag (~7 % of an uncached render's CPU);
  // our pages are kept by s-maxage (the shared page cache, a CDN), not revalidated by ETag.
  generateEtags: false,
  // The spec uses both /api/halls and /api/halls/: both answer, without a redirect.
  skipTrailingSlashRedirect: true,
  productionBrowserSourceMaps: false,
  // `npm test` type-checks the whole tree first (tsc); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'ioredis', 'nodemailer', 'busboy', 'swagger-ui-dist', 'heic-decode', '@aws-sdk/client-s3'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
};

/** `next dev` rewrites the API-only paths itself; in production scripts/serve.mjs does (server/web/pathRewrites.js), so the build's client router carries no rewrite resolver. */
const devRewrites = { async rewrites() { return { beforeFiles: nextRewrites() }; } };

module.exports = (/** @type {string} */ phase) => withSentryConfig(phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, ...devRewrites } : nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  disableLogger: true,
  // No auth token: nothing is uploaded at build time.
  release: { create: false, finalize: false },
});
