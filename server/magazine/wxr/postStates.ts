import type { WxrPost } from './parse';

const STATUS_NAMES: Record<string, string> = {
  draft: '下書き',
  pending: 'レビュー待ち',
  private: '非公開',
  trash: 'ゴミ箱',
  'auto-draft': '自動下書き',
  inherit: '継承',
};

/**
 * Why a post is not published here, or null when it is: only `publish`, and `future` (public
 * from its time on); never a password-protected post, nor a page (the magazine has articles only).
 */
export function skipReason(p: WxrPost): string | null {
  if (p.type === 'page') return '固定ページのため記事として取り込みません';
  if (p.hasPassword) return 'パスワードで保護された投稿のため公開しません（本文・抜粋とも取り込みません）';
  if (p.status !== 'publish' && p.status !== 'future') return `公開されていない投稿です（${STATUS_NAMES[p.status] ?? p.status}）`;
  if (!p.title) return 'タイトルがありません';
  return null;
}
