/**
 * The embedded database on its own thread (server/db/pgliteThread.ts): what drizzle asks of PGlite
 * (queries in both row modes, dates left as text, transactions, errors with PostgreSQL's fields)
 * behaves as PGlite in the caller's thread does, and the folder it writes opens in-thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from '@/server/db/client';
import { openPgliteClient } from '@/server/db/pgliteOpen';
import { DatabaseThreadError, PgliteThread } from '@/server/db/pgliteThread';

const TIMESTAMPTZ = 1184;

describe('PGlite on its own thread', () => {
  let dir: string;
  let db: PgliteThread;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-pglite-thread-'));
    db = await PgliteThread.open(dir);
    await db.exec("create table notes(id serial primary key, body text unique not null, at timestamptz not null default '2026-11-26 09:00+09')");
  });
  beforeEach(() => db.exec('truncate notes restart identity'));
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers in object and array row modes, and keeps the types drizzle asks for as text', async () => {
    await db.query('insert into notes(body) values ($1), ($2)', ['式場見学', '試食会']);
    const objects = await db.query<{ body: string; at: unknown }>('select body, at from notes order by id');
    expect(objects.rows.map((r) => r.body)).toEqual(['式場見学', '試食会']);
    // A Date made in the test's own realm by the structured clone (jest's sandbox has another Date).
    expect(Object.prototype.toString.call(objects.rows[0].at)).toBe('[object Date]');
    const arrays = await db.query<unknown[]>('select body, at from notes order by id', [], { rowMode: 'array', parsers: { [TIMESTAMPTZ]: (v: string) => v } });
    expect(arrays.rows[0]).toEqual(['式場見学', '2026-11-26 00:00:00+00']);
    expect(arrays.fields.map((f) => f.name)).toEqual(['body', 'at']);
  });

  it('refuses a parser it cannot run on its thread instead of skipping it', () => {
    expect(() => db.query('select 1', [], { parsers: { [TIMESTAMPTZ]: (v: string) => new Date(v) } })).toThrow('as text only');
  });

  it('commits a transaction as one, rolls back one that throws, and runs other queries after it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes(body) values ($1)', ['一件目']);
      await tx.query('insert into notes(body) values ($1)', ['二件目']);
    });
    await expect(db.transaction(async (tx) => {
      await tx.query('insert into notes(body) values ($1)', ['消える']);
      throw new Error('やめる');
    })).rejects.toThrow('やめる');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inTransaction = db.transaction(async (tx) => {
      await tx.query('insert into notes(body) values ($1)', ['三件目']);
      await held;
    });
    // Sent while the transaction is open: it waits for the commit and sees its row.
    const outside = db.query<{ n: number }>('select count(*)::int as n from notes');
    release();
    await inTransaction;
    expect((await outside).rows[0].n).toBe(3);
  });

  it('passes PostgreSQL errors on with their fields, and ends a transaction that hit one', async () => {
    await db.query('insert into notes(body) values ($1)', ['同じ']);
    const err = await db.query('insert into notes(body) values ($1)', ['同じ']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseThreadError);
    expect(err).toMatchObject({ code: '23505' });
    await expect(db.transaction((tx) => tx.query('insert into notes(body) values ($1)', ['同じ']))).rejects.toMatchObject({ code: '23505' });
    expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0].n).toBe(1);
  });

  it('leaves the folder for the next process, whichever thread opens it', async () => {
    await db.query('insert into notes(body) values ($1)', ['残る']);
    await db.close();
    const again = await openPgliteClient(dir);
    expect((await again.query<{ body: string }>('select body from notes')).rows).toEqual([{ body: '残る' }]);
    await again.close();
    db = await PgliteThread.open(dir);
  });
});

describe('openDb on a data folder', () => {
  it('migrates and serves drizzle from the database thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-pglite-thread-'));
    const handle = await openDb({ dataDir: dir });
    try {
      const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(Number((result as unknown as { rows: { n: number }[] }).rows[0].n)).toBeGreaterThan(0);
      expect((handle.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteThread);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a PGlite folder, one process at a time', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-pglite-lock-'));

  it('makes a second opener wait until the first has closed, and then sees what it wrote', async () => {
    const dir = folder();
    const first = await openPgliteClient(dir);
    await first.exec('create table notes (body text); insert into notes values ($$先$$)');
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    let opened = false;
    const second = openPgliteClient(dir).then((c) => {
      opened = true;
      return c;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toBe(false);
    await first.close();
    const again = await second;
    expect((await again.query<{ body: string }>('select body from notes')).rows).toEqual([{ body: '先' }]);
    await again.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over the lock of a process that is gone, and names a live holder when it cannot wait longer', async () => {
    const dir = folder();
    // A pid above Linux's pid_max: no such process.
    fs.writeFileSync(`${dir}.lock`, '99999999');
    const client = await openPgliteClient(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    const saved = process.env.PGLITE_LOCK_WAIT_MS;
    process.env.PGLITE_LOCK_WAIT_MS = '200';
    try {
      await expect(openPgliteClient(dir)).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      if (saved === undefined) delete process.env.PGLITE_LOCK_WAIT_MS;
      else process.env.PGLITE_LOCK_WAIT_MS = saved;
    }
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
