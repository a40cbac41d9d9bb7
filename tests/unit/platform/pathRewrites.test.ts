/**
 * The API-only paths scripts/serve.mjs maps to their routes before Next (server/web/pathRewrites.js);
 * next.config.js declares the same rules for `next dev` only.
 */
import { nextRewrites, rewritePath } from '@/server/web/pathRewrites.js';

describe('path rewrites', () => {
  it.each([
    ['/wp-json/wp/v2/posts?per_page=3', '/api/__ext/wp-json/wp/v2/posts?per_page=3'],
    ['/wp-json', '/api/__ext/wp-json'],
    ['/ring/api/rings/12/', '/api/__ext/ring/api/rings/12/'],
    ['/img?src=%2Fuploads%2Fa.jpg&w=320', '/api/img?src=%2Fuploads%2Fa.jpg&w=320'],
    ['/media/2020/01/a.jpg', '/api/media/2020/01/a.jpg'],
    ['/healthz', '/api/healthz'],
    ['/readyz?x=1', '/api/readyz?x=1'],
  ])('%s → %s', (url, internal) => {
    expect(rewritePath(url)).toBe(internal);
  });

  it.each(['/', '/ring/rings/', '/ring/apis', '/images/a.png', '/img/a', '/mediakit', '/halls/1?from=/wp-json'])('leaves %s alone', (url) => {
    expect(rewritePath(url)).toBe(url);
  });

  it('gives next dev the same rules', () => {
    expect(nextRewrites()).toEqual(
      expect.arrayContaining([
        { source: '/wp-json/:path*', destination: '/api/__ext/wp-json/:path*' },
        { source: '/ring/api/:path*', destination: '/api/__ext/ring/api/:path*' },
        { source: '/img', destination: '/api/img' },
        { source: '/healthz', destination: '/api/healthz' },
      ]),
    );
  });
});
