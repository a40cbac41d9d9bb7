// Security headers for every response (next.config.js headers()).
// Production scripts come only from this origin, never 'unsafe-inline'. Page data is inlined
// as JSON (<script type="application/json">, never executed), but a Turbopack production build
// also inlines one small bootstrap script per page: pages/_document.tsx gives it a per-request
// nonce and replaces this header with pageContentSecurityPolicy(nonce).
// Development adds what the dev server's hot reload needs. With MAP_TILE_URL set (lib/mapTiles.js),
// images may also come from the tile host(s), and from nowhere else.
const { randomBytes } = require('node:crypto');
const { mapTileImgSources } = require('./mapTiles.js');

/**
 * @param {boolean} dev
 * @param {string} [nonce] allows the inline scripts carrying this nonce (HTML pages only)
 * @param {Record<string, string | undefined>} [env] the settings (MAP_TILE_URL)
 */
function contentSecurityPolicy(dev, nonce, env = process.env) {
  const scripts = dev ? " 'unsafe-eval' 'unsafe-inline'" : nonce ? ` 'nonce-${nonce}'` : '';
  const tiles = mapTileImgSources(env);
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
    // React style attributes and CSS Modules need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
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

/**
 * For an HTML page being rendered: a fresh nonce, and the response's CSP replaced by one that
 * allows exactly the inline scripts carrying it. Development keeps its own policy (a nonce
 * would switch off the 'unsafe-inline' that hot reload needs) and gets no nonce.
 * @param {import('node:http').ServerResponse | undefined} res
 * @returns {string | undefined}
 */
function applyPageCsp(res) {
  if (process.env.NODE_ENV !== 'production' || !res || res.headersSent) return undefined;
  const nonce = randomBytes(16).toString('base64');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(false, nonce));
  return nonce;
}

module.exports = { securityHeaders, contentSecurityPolicy, applyPageCsp };
