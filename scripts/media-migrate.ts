/**
 * Moves members' uploaded photos to where every instance sees them.
 *   npm run media:migrate -- [--dir <old upload folder>] [--delete-files] [--to-database] [--dry-run]
 * Photos kept on an instance's disk (UPLOAD_DIR, or .data/uploads) that an album refers to go into
 * the store, with the same URLs: PostgreSQL by default, the S3-compatible bucket when S3_BUCKET is set
 * (rows already in PostgreSQL then move their bytes into the bucket too). --to-database brings a
 * bucket's files back into PostgreSQL. Uses DATABASE_URL, else the embedded PGlite (stop the server
 * first). Safe to run again.
 */
import { openDb } from '../server/db/client';
import { legacyUploadDir, migrateUploads } from '../server/uploads/migrate';
import { objectStore } from '../server/uploads/objectStore';

function parseArgs(argv: string[]) {
  const opts = { dir: legacyUploadDir(), deleteFiles: false, toDatabase: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') opts.dir = argv[++i] ?? '';
    else if (a === '--delete-files') opts.deleteFiles = true;
    else if (a === '--to-database') opts.toDatabase = true;
    else if (a === '--dry-run') opts.dryRun = true;
    else throw new Error(`不明な指定です: ${a}\n使い方: npm run media:migrate -- [--dir <フォルダ>] [--delete-files] [--to-database] [--dry-run]`);
  }
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const bucket = await objectStore();
  if (opts.toDatabase && !bucket) throw new Error('--to-database needs the bucket’s S3_* settings');
  const handle = await openDb({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined });
  try {
    const r = await migrateUploads(handle.db, { dir: opts.dir, bucket, toDatabase: opts.toDatabase, deleteFiles: opts.deleteFiles, dryRun: opts.dryRun });
    const where = opts.toDatabase || !bucket ? 'PostgreSQL' : 'the S3 bucket';
    console.log(`${opts.dryRun ? '[dry run] ' : ''}${r.moved} photo(s) moved from ${opts.dir} into ${where}, ${r.alreadyStored} already there, ${r.rehomed} stored file(s) moved ${opts.toDatabase ? 'from the bucket into PostgreSQL' : 'into the bucket'}, ${r.deleted} disk file(s) deleted.`);
    if (r.unreferenced.length) console.log(`${r.unreferenced.length} file(s) no album refers to were left alone, e.g. ${r.unreferenced.slice(0, 3).join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
