/** The internal URL for a request URL (path and query), or the same string when no rule matches (see pathRewrites.js). */
export function rewritePath(url: string): string;
/** The same rules as next.config.js rewrites, for `next dev`. */
export function nextRewrites(): { source: string; destination: string }[];
