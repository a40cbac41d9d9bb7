import { z } from 'zod';
import { emailField, passwordField } from './accounts';
import { endpoint } from './define';

export const RESET_MSG = {
  sent: 'パスワード再設定のご案内をお送りしました。メールに記載のリンクから、60分以内に新しいパスワードを設定してください。',
  badLink: 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワードの再設定をお申し込みください',
  done: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
} as const;

export const RESET_TOKEN_MINUTES = 60;

/**
 * POST: mails a reset link when the address belongs to an active member. The answer is the
 * same either way, so it never tells whether an address is registered.
 */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/accounts/password_reset',
  input: z.object({ email: emailField }),
  output: z.object({ ok: z.literal(true), message: z.string() }),
  auth: 'none',
  body: 'json',
  rateLimit: 'password-reset',
  personal: true,
});

const resetToken = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: RESET_MSG.badLink }).regex(/^[A-Za-z0-9_-]{20,100}$/, RESET_MSG.badLink));

/** POST: a new password through a mailed link. The link works once; every session of the account ends. */
export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/accounts/password_reset/confirm',
  input: z.object({ token: resetToken, password: passwordField }),
  output: z.object({ ok: z.literal(true), message: z.string() }),
  auth: 'none',
  body: 'json',
  rateLimit: 'password-reset',
  personal: true,
});
