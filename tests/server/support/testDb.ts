import { randomBytes } from 'node:crypto';
import { openDb, setDbForProcess, type Db, type DbHandle } from '../../../server/db/client';
import { openMemoryDb } from './memoryDb';

export interface TestDbKind {
  name: 'pglite' | 'postgres';
  open(): Promise<DbHandle>;
}

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per suite). */
export function testDbKinds(): TestDbKind[] {
  const kinds: TestDbKind[] = [{ name: 'pglite', open: openMemoryDb }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return kinds;
}

/** A new, empty database on the server of `adminUrl`: its URL, and how to drop it. */
export async function createFreshPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const name = `musubi_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

async function openFreshPostgres(adminUrl: string): Promise<DbHandle> {
  const fresh = await createFreshPostgres(adminUrl);
  const handle = await openDb({ url: fresh.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

export interface DbFixture {
  db: Db;
  handle: DbHandle;
}

/**
 * Runs `body` once per database kind. `prepare` fills the fresh database (seed, fixtures);
 * the handle is also installed as the process's database so HTTP-level tests see it.
 */
export function describeEachDb(title: string, body: (fx: DbFixture) => void, prepare?: (db: Db) => Promise<void>): void {
  for (const kind of testDbKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      const fx = {} as DbFixture;
      beforeAll(async () => {
        fx.handle = await kind.open();
        fx.db = fx.handle.db;
        setDbForProcess(fx.handle);
        if (prepare) await prepare(fx.db);
      });
      beforeEach(() => setDbForProcess(fx.handle));
      afterAll(async () => {
        await fx.handle?.close();
      });
      body(fx);
    });
  }
}
