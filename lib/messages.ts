/** The Japanese messages of the glossary (spec §5), shared by forms and the server. */
export const MSG = {
  required: (field?: string) => (field ? `${field}を入力してください` : '入力してください'),
  select: (field?: string) => (field ? `${field}を選択してください` : '選択してください'),
  email: 'メールアドレスの形式で入力してください',
  digits: '半角数字で入力してください',
  date: '日付を入力してください',
  kana: '全角カタカナで入力してください',
  tooMany: 'しばらく時間をおいてから、もう一度お試しください',
  registerToSave: '保存するには会員登録（無料）が必要です',
} as const;
