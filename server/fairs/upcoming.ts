import type { Db } from '../db/client';

/**
 * The halls among `hallIds` that hold a fair from tomorrow on (fairs before tomorrow are past, §9).
 * The fairs issue implements this over its table; hall cards use it for their fair badge.
 */
export async function hallsWithUpcomingFairs(_db: Db, _hallIds: number[]): Promise<Set<number>> {
  return new Set();
}
