export const CACHE_TAGS_HEADER: 'x-musubi-cache-tags';
export function cacheTagOf(path: string): string;
