import { z } from 'zod';
import { emailField, loginPasswordField, nicknameField, passwordField, prefectureField, seasonField } from '../../api/contract/accounts';

// The account forms' schemas (the same rules as the server, api/contract/accounts). Loaded with a
// form's first focus or validation (lib/form/jaResolver), so zod is not in the pages' first load.

export const loginSchema = z.object({ email: emailField, password: loginPasswordField });

export const registerSchema = z.object({
  email: emailField,
  password: passwordField,
  nickname: nicknameField,
  wedding_prefecture_slug: prefectureField,
  wedding_season: seasonField,
  referral_code: z.string().trim().regex(/^([A-Za-z0-9]{6,12})?$/, 'この紹介コードは無効です').optional(),
  agree: z.literal(true, { error: '利用規約とプライバシーポリシーをご確認のうえ、同意してください' }),
});

export const passwordResetRequestSchema = z.object({ email: emailField });

export const passwordResetSchema = z.object({ password: passwordField });
