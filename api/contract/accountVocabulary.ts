// The account forms' wording and limits, without zod: the register and login pages import them
// for their first paint; api/contract/accounts re-exports them beside the schemas.

// ---------- wording shared by the register form and the server ----------

export const ACCOUNT_MSG = {
  emailRequired: 'メールアドレスを入力してください',
  emailFormat: 'メールアドレスの形式で入力してください',
  passwordRequired: 'パスワードを入力してください',
  passwordLength: 'パスワードは8文字以上64文字以内で入力してください',
  passwordMix: 'パスワードは半角英字と数字を両方含めてください',
  nicknameRequired: 'ニックネームを入力してください',
  nicknameLength: 'ニックネームは20文字以内で入力してください',
  nicknameChars: 'ニックネームに使えない文字が含まれています',
  prefectureSelect: '挙式予定エリアを選択してください',
  seasonSelect: '挙式予定時期を選択してください',
  emailUnavailable: 'このメールアドレスは登録できません。ログインをお試しください',
  loginFailed: 'メールアドレスまたはパスワードが正しくありません',
} as const;

/** Address confirmation (registration answers the same whether the address is new or not). */
export const VERIFY_MSG = {
  sent: '確認メールを送信しました。メールに記載のリンクを開いて、会員登録を完了してください。',
  resent: '確認メールを送信しました。届かない場合は、迷惑メールのフォルダもご確認ください。',
  badLink: 'このリンクは無効か、有効期限が切れています。お手数ですが、確認メールをもう一度お送りください',
  done: 'メールアドレスを確認しました。会員登録が完了しました。',
  required: 'メールアドレスの確認が済んでいません。確認メールのリンクを開いてから、もう一度お試しください',
} as const;

export const VERIFY_TOKEN_HOURS = 24;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NICKNAME_MAX = 20;
export const EMAIL_MAX = 254;

// ---------- the planned wedding season (register form, account page) ----------

export const SEASON_OPTION_COUNT = 20;

export interface SeasonOption {
  value: string;
  label: string;
}

const QUARTER_MONTHS = ['1〜3月', '4〜6月', '7〜9月', '10〜12月'];

/** The planned-season options: 20 quarters starting with the current one. */
export function weddingSeasonOptions(today: Date = new Date(), count = SEASON_OPTION_COUNT): SeasonOption[] {
  let year = today.getFullYear();
  let q = Math.floor(today.getMonth() / 3);
  const out: SeasonOption[] = [];
  for (let i = 0; i < count; i++) {
    out.push({ value: `${year}-Q${q + 1}`, label: `${year}年${QUARTER_MONTHS[q]}` });
    q += 1;
    if (q === 4) {
      q = 0;
      year += 1;
    }
  }
  return out;
}

export function seasonLabel(value: string | null | undefined): string | null {
  const m = /^(\d{4})-Q([1-4])$/.exec(value ?? '');
  return m ? `${m[1]}年${QUARTER_MONTHS[Number(m[2]) - 1]}` : null;
}
