import { and, eq, or, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/** A member others may see: active and not private (§6 profile flags). */
export const isPublicMember = (): SQL => and(eq(users.isActive, true), eq(users.isPrivate, false)) as SQL;

/** What `viewerId` may see of a member: public members, and herself while active. */
export function visibleTo(viewerId: number | null): SQL {
  if (viewerId === null) return isPublicMember();
  return and(eq(users.isActive, true), or(eq(users.isPrivate, false), eq(users.id, viewerId))) as SQL;
}
