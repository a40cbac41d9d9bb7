import type { ParsedUrlQuery } from 'node:querystring';
import { ringSearchInput } from '../../api/contract/rings';
import type { RingSearchQuery } from './searchQuery';

const FIELDS = ['type', 'brand_id', 'price_band', 'price_max', 'metal', 'design', 'carat', 'sort', 'page'] as const;

/**
 * The search of /ring/rings/ from its URL. A page does not fail on a bad filter: a field the
 * contract refuses is dropped (the API answers 400 for the same input).
 */
export function parseRingQuery(query: ParsedUrlQuery): RingSearchQuery {
  const raw: Record<string, unknown> = {};
  for (const f of FIELDS) if (query[f] !== undefined) raw[f] = query[f];
  for (let i = 0; i <= FIELDS.length; i++) {
    const parsed = ringSearchInput.safeParse(raw);
    if (parsed.success) {
      // Carat is an engagement-ring filter: with wedding rings it is dropped.
      if (parsed.data.type === 'wedding' && parsed.data.carat) return { ...parsed.data, carat: undefined };
      return parsed.data;
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return ringSearchInput.parse({});
}
