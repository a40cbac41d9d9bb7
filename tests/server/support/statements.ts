import type { Db } from '@/server/db/client';

/** Counts the statements a call sends (drizzle's execute and select, and the prepared statement's driver call). */
export async function countStatements(db: Db, call: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const methods = ['query', 'exec', 'connect'].filter((m) => typeof client[m] === 'function');
  const originals = methods.map((m) => client[m]);
  let n = 0;
  methods.forEach((m, i) => { client[m] = (...a: unknown[]) => { n++; return originals[i].apply(client, a); }; });
  try {
    await call();
  } finally {
    methods.forEach((m, i) => { client[m] = originals[i]; });
  }
  return n;
}
