import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '@/server/db/client';
import { execPrepared, limitInText, PREPARED_PER_SESSION, type QueryClient } from '@/server/db/preparedStatements';

jest.setTimeout(120_000);

interface Target {
  name: string;
  client: QueryClient;
  /** The statements prepared on the (one) session, by name. */
  preparedNames(): Promise<string[]>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const pg = new PGlite();
  return {
    name: 'pglite',
    client: pg as unknown as QueryClient,
    preparedNames: async () => (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name),
    close: () => pg.close(),
  };
}

/** node-postgres with a pool of one connection, so that the session asked is the one prepared on. */
async function postgresTarget(url: string): Promise<Target> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max: 1 });
  return {
    name: 'postgres',
    client: pool as unknown as QueryClient,
    preparedNames: async () => (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name),
    close: () => pool.end(),
  };
}

const targets: [string, () => Promise<Target>][] = [['pglite', pgliteTarget]];
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', () => postgresTarget(process.env.TEST_DATABASE_URL!)]);

describe.each(targets)('statements prepared by their text (server/db/preparedStatements) [%s]', (_name, open) => {
  let t: Target;
  let db: Db;
  beforeAll(async () => {
    t = await open();
    db = { $client: t.client } as unknown as Db;
  });
  afterAll(() => t.close());

  const oursPrepared = async () => (await t.preparedNames()).filter((n) => n.startsWith('musubi_q_'));

  it('prepares a text once per session and runs each call with its own values, quotes and nulls included', async () => {
    const before = (await oursPrepared()).length;
    const read = (word: string | null, n: number) => execPrepared<{ word: string | null; n: number }>(db, sql`SELECT ${word}::text AS word, ${n}::int + 1 AS n LIMIT ${limitInText(1)}`);
    expect(await read("it's", 1)).toEqual([{ word: "it's", n: 2 }]);
    expect(await read('ガーデン', 41)).toEqual([{ word: 'ガーデン', n: 42 }]);
    expect(await read(null, 0)).toEqual([{ word: null, n: 1 }]);
    expect((await oursPrepared()).length).toBe(before + 1);
    // A statement without parameters (EXECUTE takes no empty list).
    expect(await execPrepared(db, sql`SELECT 7 AS seven`)).toEqual([{ seven: 7 }]);
  });

  it('keeps at most PREPARED_PER_SESSION statements on a session, the least recently used evicted and prepared again when asked', async () => {
    const shape = (i: number) => execPrepared<{ v: number }>(db, sql`SELECT ${i}::int * ${limitInText(i)} AS v`);
    for (let i = 1; i <= PREPARED_PER_SESSION + 10; i++) expect(await shape(i)).toEqual([{ v: i * i }]);
    expect((await oursPrepared()).length).toBe(PREPARED_PER_SESSION);
    // The first shapes were evicted: asked again, they are prepared again, and the count holds.
    expect(await shape(1)).toEqual([{ v: 1 }]);
    expect(await shape(2)).toEqual([{ v: 4 }]);
    expect((await oursPrepared()).length).toBe(PREPARED_PER_SESSION);
  });

  it('runs a statement again after its execution failed, and after its text failed to prepare', async () => {
    const divide = (by: number) => execPrepared<{ q: number }>(db, sql`SELECT 10 / ${by}::int AS q`);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect(await divide(5)).toEqual([{ q: 2 }]);
    await expect(execPrepared(db, sql`SELECT no_such_column FROM (SELECT ${1}::int AS x) s`)).rejects.toThrow(/no_such_column/);
    expect(await divide(2)).toEqual([{ q: 5 }]);
  });

  it('prepares a new text once when many calls ask for it at the same time', async () => {
    const calls = Array.from({ length: 12 }, (_, i) => execPrepared<{ v: number }>(db, sql`SELECT ${i}::int + 1000 AS v, 'concurrent' AS tag`));
    expect((await Promise.all(calls)).map((rows) => rows[0].v)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1000));
  });
});

it('knows what another copy of the module prepared on a session (Next bundles pages and API routes apart)', async () => {
  const pg = new PGlite();
  try {
    const db = { $client: pg } as unknown as Db;
    const copy = (): typeof import('@/server/db/preparedStatements') => {
      let mod: typeof import('@/server/db/preparedStatements') | undefined;
      jest.isolateModules(() => { mod = jest.requireActual('@/server/db/preparedStatements'); });
      return mod!;
    };
    const [pages, api] = [copy(), copy()];
    expect(pages.execPrepared).not.toBe(api.execPrepared);
    const read = (m: typeof pages, n: number) => m.execPrepared<{ n: number }>(db, sql`SELECT ${n}::int AS n, 'two copies' AS tag`);
    expect(await read(pages, 1)).toEqual([{ n: 1, tag: 'two copies' }]);
    expect(await read(api, 2)).toEqual([{ n: 2, tag: 'two copies' }]);
  } finally {
    await pg.close();
  }
});
