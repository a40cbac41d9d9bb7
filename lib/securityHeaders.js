// Security headers for every response (next.config.js headers()).
// Production scripts come only from this origin: the pages router inlines data as JSON
// (<script type="application/json">), which a CSP never executes, so no 'unsafe-inline'.
// Development adds what the dev server's hot reload needs.

/** @param {boolean} dev */
function contentSecurityPolicy(dev) {
  return [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    // React style attributes and CSS Modules need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    // Only our own pages may frame us (the native app uses a webview, not a frame).
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** @param {boolean} dev */
function securityHeaders(dev) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
  ];
  if (!dev) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

module.exports = { securityHeaders, contentSecurityPolicy };
