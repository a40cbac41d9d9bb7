import type { RequestContext } from './context';

/**
 * What a write changed, as the implementation learns it (her hall, the album a photo is in, the
 * member a love was for): invoke drops these tags with the contract's `invalidates` once the write
 * is done. Only a signed-in member's write drops anything (server/http/invoke.ts).
 */
const TOUCHED = Symbol('musubi.cacheTouched');
type WithTouched = RequestContext & { [TOUCHED]?: Set<string> };

export function touchCache(ctx: RequestContext, tags: Iterable<string>): void {
  const c = ctx as WithTouched;
  c[TOUCHED] ??= new Set();
  for (const tag of tags) c[TOUCHED].add(tag);
}

/** The tags touched so far, and forgets them (one write, one drop). */
export function takeTouched(ctx: RequestContext): string[] {
  const c = ctx as WithTouched;
  const tags = [...(c[TOUCHED] ?? [])];
  c[TOUCHED] = undefined;
  return tags;
}
