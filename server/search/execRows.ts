import type { SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** The rows of a raw SQL statement (PGlite and node-postgres both answer `{ rows }`). */
export async function execRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
