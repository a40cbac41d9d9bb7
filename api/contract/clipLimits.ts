// The clips' limits and wording, apart from the schemas (api/contract/clips re-exports them) so the
// store and the forms use them without zod.

/** How many ids one clip-state check takes (§7). */
export const BULK_IDS_MAX = 100;
export const CLIP_PER_PAGE = 30;
export const NOTE_MAX = 1000;
export const COMMENT_MAX = 500;
export const COMMENTER_NAME_MAX = 20;
export const COMPARE_MAX = 4;

export const CLIP_MSG = {
  noteLength: `メモは${NOTE_MAX}文字以内で入力してください`,
  commentRequired: 'コメントを入力してください',
  commentLength: `コメントは${COMMENT_MAX}文字以内で入力してください`,
  nameRequired: 'お名前を入力してください',
  nameLength: `お名前は${COMMENTER_NAME_MAX}文字以内で入力してください`,
  tooManyIds: `一度に確認できるのは${BULK_IDS_MAX}件までです`,
  clipNotFound: 'クリップが見つかりません',
  shareNotFound: '共有リストが見つかりません',
  hallNotFound: '式場が見つかりません',
  articleNotFound: '記事が見つかりません',
  reportNotFound: '花嫁レポートが見つかりません',
  clipNotInShare: 'この式場は共有リストに含まれていません',
} as const;

/** A shared clip list's page. */
export const sharedListPath = (hash: string) => `/clips/share/${hash}`;
