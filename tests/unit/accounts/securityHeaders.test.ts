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

describe('page CSP nonce', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { applyPageCsp } = require('../../../lib/securityHeaders.js') as { applyPageCsp(res: unknown): string | undefined };
  const env = process.env as Record<string, string | undefined>;
  const fakeRes = () => {
    const headers = new Map<string, string>();
    return { headersSent: false, headers, setHeader: (k: string, v: string) => headers.set(k, v) };
  };

  it('production: a fresh nonce per page, allowed in script-src, still no unsafe-inline', () => {
    const saved = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const a = fakeRes();
      const b = fakeRes();
      const n1 = applyPageCsp(a)!;
      const n2 = applyPageCsp(b)!;
      expect(n1).not.toBe(n2);
      const csp = a.headers.get('Content-Security-Policy')!;
      expect(csp).toContain(`script-src 'self' 'nonce-${n1}'`);
      expect(csp.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline');
    } finally {
      env.NODE_ENV = saved;
    }
  });

  it('outside production: no nonce, header untouched', () => {
    const res = fakeRes();
    expect(applyPageCsp(res)).toBeUndefined();
    expect(res.headers.size).toBe(0);
  });
});
