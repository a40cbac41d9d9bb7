/** What an import did (or, with --dry-run, would do). */
export interface ImportReport {
  dryRun: boolean;
  authors: number;
  terms: number;
  created: number;
  updated: number;
  skipped: number;
  /** Why each post or page was not published. */
  skippedPosts: { wpId: number; title: string; reason: string }[];
  /** Ids and addresses the import could not take. */
  conflicts: string[];
  /** Null when images were not copied (--fetch-attachments not given). */
  attachments: { fetched: number; reused: number; failed: { url: string; reason: string }[] } | null;
  /** With --dry-run --fetch-attachments: how many files a real run would copy (or reuse). */
  plannedFiles: number | null;
  shortcodes: { replaced: Record<string, number>; unknown: Record<string, number> };
  redirects: number;
  /** Old addresses our own pages already answer with the same content. */
  sameAddresses: number;
  /** Hosts of the images the articles use: allow them (IMAGE_PROXY_ALLOWED_HOSTS, or --fetch-attachments --allow-host). */
  imageHosts: string[];
}

const counts = (m: Record<string, number>) => Object.entries(m).map(([k, n]) => `[${k}] ${n}`).join('、') || 'なし';

/** The report as the command prints it: a table, then the details. */
export function formatReport(r: ImportReport, file: string): string {
  const rows: [string, string][] = [
    ['新規', `${r.created}件`],
    ['更新', `${r.updated}件`],
    ['スキップ', `${r.skipped}件`],
    ['ライター', `${r.authors}人`],
    ['カテゴリー・タグ', `${r.terms}件`],
    ['画像・動画の取り込み', r.attachments ? `成功 ${r.attachments.fetched}件・取り込み済み ${r.attachments.reused}件・失敗 ${r.attachments.failed.length}件` : r.plannedFiles !== null ? `${r.plannedFiles}件を取り込む予定` : 'しない（--fetch-attachments なし）'],
    ['置き換えたショートコード', counts(r.shortcodes.replaced)],
    ['不明なショートコード（中の文章だけ残しました）', counts(r.shortcodes.unknown)],
    ['転送（301）', `${r.redirects}件${r.sameAddresses ? `（ほかに同じアドレスのまま表示 ${r.sameAddresses}件）` : ''}`],
  ];
  // Display width: a full-width character takes two columns.
  const columns = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 0x80 ? 1 : 2), 0);
  const width = Math.max(...rows.map(([k]) => columns(k)));
  const lines = [`[magazine:import] ${file}${r.dryRun ? '（--dry-run: 変更は保存していません）' : ''}`];
  for (const [k, v] of rows) lines.push(`  ${k}${' '.repeat(width - columns(k))}  ${v}`);
  if (r.skippedPosts.length) {
    lines.push('スキップした投稿:');
    for (const s of r.skippedPosts) lines.push(`  - #${s.wpId} ${s.title || '（無題）'}: ${s.reason}`);
  }
  if (r.conflicts.length) {
    lines.push('使えなかったIDとアドレス:');
    for (const c of r.conflicts) lines.push(`  - ${c}`);
  }
  if (r.attachments?.failed.length) {
    lines.push('取り込めなかった画像・動画:');
    for (const f of r.attachments.failed) lines.push(`  - ${f.url}: ${f.reason}`);
  }
  if (!r.attachments && r.plannedFiles === null && r.imageHosts.length) {
    lines.push(`画像は元のサイトのまま表示します。/img で表示するには IMAGE_PROXY_ALLOWED_HOSTS に追加するか、--fetch-attachments --allow-host で取り込んでください: ${r.imageHosts.join(', ')}`);
  }
  return lines.join('\n');
}
