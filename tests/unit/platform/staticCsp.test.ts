import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../../lib/securityHeaders';
import { nonceOf, toStaticCsp } from '../../../server/web/staticCsp';

const nonce = 'n0+nce/Ab==';
const bootstrap = 'self.__BOOT=[1,"</sc"+"ript>"]';
const page = [
  `<html><head><script nonce="${nonce}">${bootstrap}</script>`,
  `<script src="/_next/static/chunks/a.js" nonce="${nonce}" defer=""></script></head>`,
  `<body><div id="__next">口コミ</div>`,
  `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">{"props":{}}</script>`,
  `<script type="module" nonce="${nonce}">import "/x.js"</script></body></html>`,
].join('');

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('static CSP for a stored page', () => {
  it('trades the nonce for the hashes of exactly the inline scripts the page carried', () => {
    const csp = contentSecurityPolicy(false, nonce);
    expect(nonceOf(csp)).toBe(nonce);
    const out = toStaticCsp(page, csp);
    expect(out.csp).toContain(`script-src 'self' ${sha(bootstrap)} ${sha('import "/x.js"')};`);
    expect(out.csp).not.toContain('nonce');
    expect(out.html).not.toContain(nonce);
    expect(out.html).not.toContain('nonce=');
    // External scripts stay allowed by 'self'; page data is not a script, so it gets no hash.
    expect(out.html).toContain('<script src="/_next/static/chunks/a.js" defer=""></script>');
    expect(out.csp).not.toContain(sha('{"props":{}}'));
    expect(out.html).toContain('<div id="__next">口コミ</div>');
  });

  it('hashes multibyte scripts as UTF-8, as browsers do', () => {
    const script = 'document.title="結婚式場"';
    const out = toStaticCsp(`<script nonce="${nonce}">${script}</script>`, contentSecurityPolicy(false, nonce));
    expect(out.csp).toContain(sha(script));
  });

  it('leaves a page without a nonce untouched, and never hashes a script another nonce carries', () => {
    const plain = contentSecurityPolicy(false);
    expect(toStaticCsp(page, plain)).toEqual({ html: page, csp: plain });
    const injected = `<script nonce="guess">alert(1)</script>`;
    const out = toStaticCsp(page + injected, contentSecurityPolicy(false, nonce));
    expect(out.csp).not.toContain(sha('alert(1)'));
  });
});
