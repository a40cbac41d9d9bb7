import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hallViews, visitors } from '../db/schema';

/**
 * When a visitor registers or logs in, what their uuid recorded while anonymous (the
 * visitor row, recently viewed halls) becomes the account's. Rows already claimed by an
 * account stay with it: a uuid never moves another user's data.
 */
export async function carryOverVisitor(db: Db, uuid: string, userId: number): Promise<void> {
  await db.update(visitors).set({ userId }).where(and(eq(visitors.uuid, uuid), isNull(visitors.userId)));
  await db.update(hallViews).set({ userId }).where(and(eq(hallViews.uuid, uuid), isNull(hallViews.userId)));
}
