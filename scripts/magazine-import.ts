/**
 * Imports a WordPress export (WXR XML) into the magazine: posts, categories, tags, authors, images.
 *   npm run magazine:import -- export.xml
 * Uses DATABASE_URL when set, otherwise the embedded PGlite under PGLITE_DIR (stop the server first).
 * Re-running with the same file updates the same rows. Nothing is downloaded: remote images stay URLs.
 */
import fs from 'node:fs';
import { openDb } from '../server/db/client';
import { importWxr } from '../server/magazine/wxr/importWxr';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!file) throw new Error('使い方: npm run magazine:import -- <WordPressのエクスポートファイル.xml>');
  const xml = fs.readFileSync(file, 'utf8');
  const handle = await openDb({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined });
  try {
    const r = await importWxr(handle.db, xml);
    console.log(`[magazine:import] ${file}: 新規 ${r.created}件・更新 ${r.updated}件・スキップ ${r.skipped}件（ライター ${r.authors}人、カテゴリー/タグ ${r.terms}件）`);
    if (r.imageHosts.length) console.log(`[magazine:import] 外部画像のホスト（/img で表示するには IMAGE_PROXY_ALLOWED_HOSTS に追加してください）: ${r.imageHosts.join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
