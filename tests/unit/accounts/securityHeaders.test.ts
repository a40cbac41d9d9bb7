// eslint-disable-next-line @typescript-eslint/no-require-imports
const { securityHeaders } = require('../../../lib/securityHeaders.js') as { securityHeaders(dev: boolean): Array<{ key: string; value: string }> };

const asMap = (dev: boolean) => new Map(securityHeaders(dev).map((h) => [h.key, h.value]));

describe('security headers', () => {
  it('production: CSP without inline or eval scripts, framing limited, nosniff, referrer policy, HSTS', () => {
    const h = asMap(false);
    const csp = h.get('Content-Security-Policy')!;
    const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
    expect(script).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(h.get('X-Content-Type-Options')).toBe('nosniff');
    expect(h.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/);
  });

  it('development: no HSTS (http://localhost), hot reload allowed', () => {
    const h = asMap(true);
    expect(h.has('Strict-Transport-Security')).toBe(false);
    expect(h.get('Content-Security-Policy')).toContain("'unsafe-eval'");
  });
});
