/**
 * The PGlite data folder kept in memory and written back after each query
 * (server/db/pgliteDiskMirror.js): what one process wrote is there for the next, through either
 * storage, including files PostgreSQL removes or rewrites (DROP, VACUUM FULL, TRUNCATE).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MemfsFrontendFS } from '@electric-sql/pglite/memfs-frontend';
import { DiskMirrorBackend } from '@/server/db/pgliteDiskMirror';

const open = (dir: string, storage: 'mirror' | 'nodefs') =>
  storage === 'nodefs' ? new PGlite(dir) : new PGlite({ fs: new MemfsFrontendFS(new DiskMirrorBackend(dir)) });

const count = async (db: PGlite, table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

describe('PGlite disk mirror', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-pglite-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every committed row for the next process, and opens a folder NODEFS wrote', async () => {
    const first = open(dir, 'nodefs');
    await first.exec("create table notes(id serial primary key, body text); insert into notes(body) values ('式場見学'), ('試食会')");
    await first.close();

    const second = open(dir, 'mirror');
    expect(await count(second, 'notes')).toBe(2);
    await second.exec("insert into notes(body) select 'メモ' || g from generate_series(1, 5000) g");
    await second.exec('create table gone(x int); insert into gone values (1); drop table gone');
    await second.exec('create table shrunk(x int); insert into shrunk select generate_series(1, 20000); delete from shrunk where x > 10');
    await second.exec('vacuum full shrunk');
    await second.exec('create table emptied(x int); insert into emptied values (1), (2); truncate emptied');
    await second.close();

    for (const storage of ['mirror', 'nodefs'] as const) {
      const again = open(dir, storage);
      expect(await count(again, 'notes')).toBe(5002);
      expect(await count(again, 'shrunk')).toBe(10);
      expect(await count(again, 'emptied')).toBe(0);
      expect((await again.query("select to_regclass('gone') as t")).rows[0]).toEqual({ t: null });
      await again.close();
    }
  });

  it('writes nothing outside its folder', async () => {
    const backend = new DiskMirrorBackend(dir);
    await backend.init();
    await expect(backend.apply({ ops: [{ op: 'mkdir', path: '/../escape' }], files: { wal: [], data: [], control: [] } }, { relaxedDurability: true })).rejects.toThrow('outside');
    expect(fs.existsSync(path.join(dir, '..', 'escape'))).toBe(false);
  });
});
