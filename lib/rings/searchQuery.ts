import type { RingSearch } from '../../api/contract/rings';
import { ringPaths } from '../../api/contract/ringPaths';

export type RingSearchQuery = RingSearch;

// Reading a search from its URL (zod) is ./parseRingQuery, for getServerSideProps only.

/** The URL of a search (defaults left out), for links, pagination and the canonical. */
export function ringSearchHref(q: Partial<RingSearchQuery>, page = 1): string {
  const params = new URLSearchParams();
  if (q.type) params.set('type', q.type);
  for (const b of q.brand_id ?? []) params.append('brand_id', String(b));
  if (q.price_band) params.set('price_band', q.price_band);
  if (q.price_max) params.set('price_max', String(q.price_max));
  for (const m of q.metal ?? []) params.append('metal', m);
  for (const d of q.design ?? []) params.append('design', d);
  if (q.carat) params.set('carat', q.carat);
  if (q.sort && q.sort !== 'popular') params.set('sort', q.sort);
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `${ringPaths.rings}?${s}` : ringPaths.rings;
}
