/**
 * Imports a WordPress export (WXR XML) into the magazine: posts, categories, tags, authors,
 * images and the old site's addresses (301 redirects).
 *   npm run magazine:import -- export.xml [--dry-run] [--fetch-attachments --allow-host old-site.example.jp]
 * Uses DATABASE_URL when set, otherwise the embedded PGlite under PGLITE_DIR (stop the server first).
 * Re-running with the same file updates the same rows. Without --fetch-attachments images stay
 * remote URLs (served through /img once their host is allowed); with it every attachment and
 * content image is copied into our media store through the image proxy's address checks, from
 * the hosts given with --allow-host (and IMAGE_PROXY_ALLOWED_HOSTS).
 * Exits non-zero only when the file cannot be read.
 */
import fs from 'node:fs';
import { openDb } from '../server/db/client';
import { importWxr } from '../server/magazine/wxr/importWxr';
import { formatReport } from '../server/magazine/wxr/report';
import { allowedHosts } from '../server/media/allowedHosts';

const USAGE = '使い方: npm run magazine:import -- <WordPressのエクスポートファイル.xml> [--dry-run] [--fetch-attachments --allow-host <元のサイトのホスト>]';

function parseArgs(argv: string[]) {
  const opts = { file: '', dryRun: false, fetch: false, hosts: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dry-run') opts.dryRun = true;
    else if (a === '--fetch-attachments') opts.fetch = true;
    else if (a === '--allow-host') opts.hosts.push(...(argv[++i] ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
    else if (a.startsWith('--allow-host=')) opts.hosts.push(...a.slice('--allow-host='.length).split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
    else if (!a.startsWith('-') && !opts.file) opts.file = a;
    else throw new Error(`${USAGE}\n不明な指定です: ${a}`);
  }
  if (!opts.file) throw new Error(USAGE);
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const xml = fs.readFileSync(opts.file, 'utf8');
  if (opts.fetch && !opts.hosts.length && !allowedHosts().length) console.warn('[magazine:import] --allow-host <元のサイトのホスト> がないため、どのホストからも取り込めません');
  const handle = await openDb({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined });
  try {
    const report = await importWxr(handle.db, xml, {
      dryRun: opts.dryRun,
      fetchImages: opts.fetch ? { allowedHosts: [...allowedHosts(), ...opts.hosts] } : null,
    });
    console.log(formatReport(report, opts.file));
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
