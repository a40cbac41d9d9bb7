export const CACHE_TAGS_HEADER: 'x-musubi-cache-tags';
export function cacheTagOf(path: string): string;
export function cacheTagsOf(endpoint: { path: string; cacheTags?: (input: any) => string[] }, input: unknown): string[];
export function itemTag(domain: string, id: string | number): string;
export function listTag(domain: string): string;
