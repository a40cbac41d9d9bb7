import { randomBytes } from 'node:crypto';
import { openDb, setDbForProcess, type Db, type DbHandle } from '../../../server/db/client';
import { migrationsHash, openMemoryDb } from './memoryDb';

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

/**
 * A new database on the server of `adminUrl`: its URL, and how to drop it. Empty, or with
 * `{ migrated: true }` a copy of a database every migration was applied to (see migratedTemplate).
 */
export async function createFreshPostgres(adminUrl: string, options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const name = `musubi_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? await migratedTemplate(adminUrl) : null;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  return {
    url,
    async drop() {
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database on that server holding every committed migration, made once per set of
 * migrations: copying it (CREATE DATABASE … TEMPLATE) takes a fraction of a second, where running
 * the migrations into each suite's fresh database took seconds. Built under a temporary name and
 * renamed when complete, under an advisory lock, so parallel Jest workers build it once; templates of
 * other migrations are dropped when no one is copying them.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `musubi_tpl_${migrationsHash()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['musubi test template']);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    // Templates of other migrations (another branch's run may still be copying one: no FORCE).
    const stale = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname ~ '^musubi_tpl_[0-9a-f]{16}$'");
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const handle = await openDb({ url: withDatabase(adminUrl, building) });
    await handle.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['musubi test template']).catch(() => undefined);
    await admin.end();
  }
}

async function openFreshPostgres(adminUrl: string): Promise<DbHandle> {
  const fresh = await createFreshPostgres(adminUrl, { migrated: true });
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
  describeOn(testDbKinds(), title, body, prepare);
}

/**
 * Runs `body` on one database: PostgreSQL when TEST_DATABASE_URL is set (production's), else PGlite.
 * For suites whose subject is what a large seed produces, not how a database answers (the seed's
 * writes run on both kinds in the other suites): seeding twice would only double their minutes.
 */
export function describeOnOneDb(title: string, body: (fx: DbFixture) => void, prepare?: (db: Db) => Promise<void>): void {
  describeOn(testDbKinds().slice(-1), title, body, prepare);
}

function describeOn(kinds: TestDbKind[], title: string, body: (fx: DbFixture) => void, prepare?: (db: Db) => Promise<void>): void {
  for (const kind of kinds) {
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
