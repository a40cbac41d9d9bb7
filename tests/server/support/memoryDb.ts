import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openDb, type DbHandle } from '@/server/db/client';

/**
 * An in-memory PGlite with every migration applied, started from a dump of one made earlier.
 * A fresh PGlite runs initdb and then the migrations (≈ 10–15 s on a busy two-core host); loading a
 * dump takes ≈ 2.5 s. The dump is kept in the temp folder under a name that hashes the migrations
 * and the PGlite version, so a changed migration makes a new one; the first suite to miss it writes it.
 */
export async function openMemoryDb(): Promise<DbHandle> {
  const file = snapshotFile();
  if (fs.existsSync(file)) {
    const snapshot = new Blob([fs.readFileSync(file)]);
    // openDb still runs the migrator: it finds every migration applied and does nothing.
    return openDb({ dataDir: 'memory', pgliteSnapshot: snapshot });
  }
  const handle = await openDb({ dataDir: 'memory' });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return handle;
}

let cachedName: string | null = null;

function snapshotFile(): string {
  if (cachedName) return cachedName;
  const pglite = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  cachedName = path.join(os.tmpdir(), `musubi-pglite-migrated-${migrationsHash(pglite.version)}.tar`);
  return cachedName;
}

/** 16 hex digits that change whenever a migration file (or `extra`) changes. */
export function migrationsHash(extra = ''): string {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const name of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
