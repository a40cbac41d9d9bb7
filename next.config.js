// @ts-check
const { withSentryConfig } = require('@sentry/nextjs/config');
const { securityHeaders } = require('./lib/securityHeaders.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Several builds can live side by side (parallel e2e runs, benchmarks): NEXT_DIST_DIR picks the folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The spec uses both /api/halls and /api/halls/: both answer, without a redirect.
  skipTrailingSlashRedirect: true,
  productionBrowserSourceMaps: false,
  // `npm test` type-checks the whole tree first (tsc); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'ioredis', 'nodemailer', 'busboy', 'swagger-ui-dist', 'heic-decode'],
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/wp-json/:path*', destination: '/api/__ext/wp-json/:path*' },
        { source: '/ring/api/:path*', destination: '/api/__ext/ring/api/:path*' },
        { source: '/img', destination: '/api/img' },
        { source: '/media/:path*', destination: '/api/media/:path*' },
        { source: '/healthz', destination: '/api/healthz' },
        { source: '/readyz', destination: '/api/readyz' },
      ],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
};

module.exports = withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
  disableLogger: true,
  // No auth token: nothing is uploaded at build time.
  release: { create: false, finalize: false },
});
