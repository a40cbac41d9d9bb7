import type { z } from 'zod';

export type QueryValue = string | string[];
export type QueryParams = Record<string, QueryValue>;
type RawQuery = Record<string, string | string[] | undefined>;

export interface SanitizedQuery {
  /** The accepted parameters, as the visitor wrote them (so links keep them verbatim). */
  params: QueryParams;
  /** Parameters dropped because their value is not valid. */
  ignored: string[];
}

function asList(v: string | string[]): string[] {
  return (Array.isArray(v) ? v : [v]).flatMap((x) => x.split(',')).map((x) => x.trim()).filter((x) => x !== '');
}

/**
 * Keeps the query parameters the endpoint's input schema accepts, one parameter at a time:
 * a page ignores a bad filter value (and says so) instead of failing the whole search.
 * Multi-value parameters keep their valid items.
 */
export function sanitizeQuery(schema: z.ZodObject, query: RawQuery, keys: readonly string[]): SanitizedQuery {
  const params: QueryParams = {};
  const ignored: string[] = [];
  for (const key of keys) {
    const raw = query[key] ?? query[`${key}[]`];
    if (raw === undefined) continue;
    const items = asList(raw);
    if (items.length === 0) continue;
    const field = schema.shape[key] as z.ZodType | undefined;
    if (!field) continue;
    // A multi-value field turns an empty list into an empty list; a single-value field does not.
    const isMulti = Array.isArray(field.safeParse([]).data);
    if (isMulti) {
      const kept = items.filter((item) => field.safeParse([item]).success);
      if (kept.length) params[key] = kept;
      if (kept.length < items.length) ignored.push(key);
    } else if (field.safeParse(items[0]).success) {
      params[key] = items[0];
    } else {
      ignored.push(key);
    }
  }
  return { params, ignored };
}

/** A link to `path` with `params` changed by `overrides` (null removes); page 1 is implied. */
export function hrefWith(path: string, params: QueryParams, overrides: Record<string, QueryValue | null | undefined> = {}): string {
  const merged: Record<string, QueryValue | null | undefined> = { ...params, ...overrides };
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) {
    if (v === null || v === undefined || v === '') continue;
    if (k === 'page' && String(v) === '1') continue;
    (Array.isArray(v) ? v : [v]).forEach((x) => search.append(k, x));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Values of a parameter as a list (for checkboxes). */
export function listOf(params: QueryParams, key: string): string[] {
  const v = params[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export function firstOf(params: QueryParams, key: string): string | undefined {
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}
