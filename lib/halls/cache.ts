import type { ServerResponse } from 'node:http';

/** Anonymous public pages may be kept by a CDN for a minute (brief: s-maxage=60, stale-while-revalidate=300). */
export function setPublicCache(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
}
