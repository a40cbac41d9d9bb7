/** The viewer's Japanese labels (buttons' titles and ARIA names). */
export const PHOTO_VIEWER_LABELS = {
  Previous: '前へ',
  Next: '次へ',
  Close: '閉じる',
  'Zoom in': '拡大',
  'Zoom out': '縮小',
  'Show captions': 'キャプションを表示',
  'Hide captions': 'キャプションを隠す',
  Lightbox: '写真ビューア',
  Carousel: '写真の一覧',
  'Photo gallery': '写真',
  Slide: '写真',
  '{index} of {total}': '{index} / {total}',
} as const;
