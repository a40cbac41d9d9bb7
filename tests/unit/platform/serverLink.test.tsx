import fc from 'fast-check';
import NextLink from 'next/link';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import Link, { isPlainPath } from '@/components/ui/Link';

// On the server (this project runs in Node), the site's Link writes a plain path's anchor itself;
// the browser hydrates it with Next's link, so the two must print the same HTML.

// What the build defines from next.config.js's skipTrailingSlashRedirect (Next reads it at each call).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { skipTrailingSlashRedirect } = (require('../../../next.config.js') as (phase: string) => { skipTrailingSlashRedirect?: boolean })('phase-production-build');
if (skipTrailingSlashRedirect) process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true';
const router = { pathname: '/halls/[id]', asPath: '/halls/182?tab=top', query: { id: '182' }, route: '/halls/[id]', basePath: '', isLocaleDomain: false } as unknown as NextRouter;
const onPage = (node: ReactNode) => renderToString(<RouterContext.Provider value={router}>{node}</RouterContext.Provider>);
const ours = (href: string) => onPage(<Link href={href} className="card" aria-label="式場">新宿</Link>);
const nexts = (href: string) => onPage(<NextLink href={href} prefetch={false} className="card" aria-label="式場">新宿</NextLink>);

describe('the server-side Link', () => {
  it.each(['/halls/182', '/brides/', '/halls/search/?prefecture_slug=tokyo&page=2', '/halls/182/reviews#list', '/ring/rings/?type=engagement&price_band=200k_300k', '/', '/clips/share/05AQkS86b49tOyL5PrFtmw', '/halls/search/?k=%E3%83%81%E3%83%A3%E3%83%9A%E3%83%AB'])(
    'writes %s as Next does',
    (href) => {
      expect(isPlainPath(href)).toBe(true);
      expect(ours(href)).toBe(nexts(href));
    },
  );

  it.each(['//evil.example/', '/a//', '/a#b//c', '/a/../b', '/a/./b', '?page=2', '#reviews', 'https://example.com/', '/タグ/結婚式', "/it's", '/a b', '/a\\b', '/a"b'])('leaves %s to Next', (href) => {
    expect(isPlainPath(href)).toBe(false);
    expect(ours(href)).toBe(nexts(href));
  });

  it('prints what Next prints for any path it takes', () => {
    const char = fc.constantFrom(...'abz09-._~!$&()*+,;=:@%/?#\'" <>`{}|\\^[]é'.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 24 }).map((cs) => `/${cs.join('')}`), (href) => {
        expect(ours(href)).toBe(nexts(href));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the link options off the anchor', () => {
    const html = onPage(<Link href="/halls/1" replace scroll={false} shallow passHref prefetch transitionTypes={['slide']} data-testid="x">式場</Link>);
    expect(html).toBe('<a data-testid="x" href="/halls/1">式場</a>');
  });
});
