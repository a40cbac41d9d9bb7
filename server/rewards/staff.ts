import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

/** The signed-in member's id (401 without one). */
export function memberId(ctx: Pick<RequestContext, 'user'>): number {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}

/** Staff pages and calls: a signed-in member with is_staff. */
export async function requireStaff(ctx: RequestContext): Promise<number> {
  if (!ctx.user) throw unauthorized();
  if (!(await isStaff(ctx.db, ctx.user.id))) throw forbidden('スタッフ専用の操作です');
  return ctx.user.id;
}

export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row?.isStaff;
}
