// The bride report editor's wording and limits, apart from the schemas (api/contract/brideEditor
// re-exports them) so the editor shows them without zod; its schema loads when she saves.

export const BRIDE_EDIT_MSG = {
  titleRequired: 'タイトルを入力してください',
  titleLength: 'タイトルは40文字以内で入力してください',
  placeRequired: '会場名を入力してください',
  placeLength: '会場名は60文字以内で入力してください',
  prefectureSelect: '挙式エリアを選択してください',
  dateRequired: '日付を入力してください',
  dateRange: '挙式日は今日から1年以内の日付を入力してください',
  guestsDigits: '半角数字で入力してください',
  guestsRange: 'ゲスト人数は1〜1000名で入力してください',
  costRange: '費用総額は1億円以内で入力してください',
  styleSelect: 'スタイルを選択してください',
  tasteLength: '雰囲気は20文字以内で入力してください',
  adviceLength: 'アドバイスは2000文字以内で入力してください',
  tagsMax: 'テーマは5つまで選択してください',
  albumTitleRequired: 'アルバム名を入力してください',
  albumTitleLength: 'アルバム名は30文字以内で入力してください',
  captionLength: 'キャプションは100文字以内で入力してください',
  sectionSelect: 'シーンを選択してください',
  photoRequired: '写真を選択してください',
  photoType: 'JPEG・PNG・WebP・HEIC形式の写真を選択してください',
  photoBroken: '写真を読み込めませんでした。別の写真をお試しください',
  photoPixels: '写真の画素数が大きすぎます（5000万画素まで）',
  albumFull: '1つのアルバムに登録できる写真は60枚までです',
  tooManyAlbums: 'アルバムは12冊までです',
  heicUnsupported: 'この形式の写真は読み込めませんでした。JPEGで保存し直してお試しください',
} as const;

export const TITLE_MAX = 40;
export const ADVICE_MAX = 2000;
export const CAPTION_MAX = 100;
export const ALBUM_TITLE_MAX = 30;
export const THEME_TAGS_MAX = 5;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTOS_PER_ALBUM_MAX = 60;
export const ALBUMS_MAX = 12;
/** Long side of a stored photo. */
export const PHOTO_LONG_SIDE = 2400;
