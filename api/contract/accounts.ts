import { z } from 'zod';
import { endpoint, id, ok } from './define';
import { album } from './brides';
import { ACCOUNT_MSG, EMAIL_MAX, NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SEASON_OPTION_COUNT, VERIFY_MSG, VERIFY_TOKEN_HOURS, seasonLabel, weddingSeasonOptions, type SeasonOption } from './accountVocabulary';

// The wording and limits live in a zod-free module (the forms' first load); the schemas below use them.
export { ACCOUNT_MSG, EMAIL_MAX, NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN, VERIFY_MSG, VERIFY_TOKEN_HOURS };

const text = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const emailField = z.preprocess(
  (v) => (typeof text(v) === 'string' ? (text(v) as string).trim().toLowerCase() : text(v)),
  z
    .string({ error: ACCOUNT_MSG.emailRequired })
    .min(1, ACCOUNT_MSG.emailRequired)
    .max(EMAIL_MAX, ACCOUNT_MSG.emailFormat)
    .pipe(z.email({ error: ACCOUNT_MSG.emailFormat })),
);

export const passwordField = z.preprocess(
  text,
  z
    .string({ error: ACCOUNT_MSG.passwordRequired })
    .min(1, ACCOUNT_MSG.passwordRequired)
    .min(PASSWORD_MIN, ACCOUNT_MSG.passwordLength)
    .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLength)
    .regex(/[A-Za-z]/, ACCOUNT_MSG.passwordMix)
    .regex(/[0-9]/, ACCOUNT_MSG.passwordMix),
);

/** Login only checks presence: the rules may have changed since the password was set. */
export const loginPasswordField = z.preprocess(
  text,
  z.string({ error: ACCOUNT_MSG.passwordRequired }).min(1, ACCOUNT_MSG.passwordRequired).max(1024, ACCOUNT_MSG.loginFailed),
);

export const nicknameField = z.preprocess(
  (v) => (typeof text(v) === 'string' ? (text(v) as string).normalize('NFKC').trim() : text(v)),
  z
    .string({ error: ACCOUNT_MSG.nicknameRequired })
    .min(1, ACCOUNT_MSG.nicknameRequired)
    .max(NICKNAME_MAX, ACCOUNT_MSG.nicknameLength)
    // Letters, marks, digits, spaces and common punctuation; no markup or control characters.
    .regex(/^[\p{L}\p{M}\p{N} ・ー_\-.!?！？♪☆★]+$/u, ACCOUNT_MSG.nicknameChars),
);

export const prefectureField = z.preprocess(
  text,
  z.string({ error: ACCOUNT_MSG.prefectureSelect }).regex(/^[a-z0-9_-]{1,64}$/, ACCOUNT_MSG.prefectureSelect),
);

/** A planned season: a calendar quarter, "2026-Q3". */
export const seasonField = z.preprocess(
  text,
  z.string({ error: ACCOUNT_MSG.seasonSelect }).regex(/^20\d\d-Q[1-4]$/, ACCOUNT_MSG.seasonSelect),
);

// ---------- the 20 quarterly season options of §9 ----------

// The season options and labels are zod-free too (accountVocabulary.ts): re-exported here.
export { SEASON_OPTION_COUNT, seasonLabel, weddingSeasonOptions, type SeasonOption };

// ---------- shapes ----------

export const accountUser = z.object({
  user_id: z.number(),
  email: z.string(),
  nickname: z.string(),
  wedding_prefecture_slug: z.string().nullable(),
  wedding_prefecture_name: z.string().nullable(),
  wedding_region_slug: z.string().nullable(),
  wedding_region_name: z.string().nullable(),
  wedding_season: z.string().nullable(),
  is_official: z.boolean(),
  is_staff: z.boolean(),
  /** She opened the link mailed to her address: reviews, gift applications and reservation mail need it. */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AccountUser = z.infer<typeof accountUser>;

export const sessionAnswer = z.object({ user: accountUser });
export const meAnswer = z.object({ user: accountUser.nullable() });

export const registerInput = z.object({
  email: emailField,
  password: passwordField,
  nickname: nicknameField,
  wedding_prefecture_slug: prefectureField,
  wedding_season: seasonField,
  /** 紹介コード from a friend's link (/referral?code=…); empty is no code. */
  referral_code: z.preprocess((v) => (text(v) === '' ? undefined : typeof text(v) === 'string' ? (text(v) as string).trim().toUpperCase() : text(v)), z.string().regex(/^[A-Z0-9]{6,12}$/, 'この紹介コードは無効です').optional()),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({ email: emailField, password: loginPasswordField });
export type LoginInput = z.input<typeof loginInput>;

// ---------- endpoints ----------

/** The visitor's own account, or null for an anonymous visitor. */
export const getMe = endpoint({
  method: 'GET',
  path: '/api/accounts/me',
  input: z.object({}),
  output: meAnswer,
  auth: 'optional',
  personal: true,
});

/** The same answer whether the address was new or already registered: it never tells which. */
export const mailSentAnswer = z.object({ ok: z.literal(true), message: z.string() });
export type MailSentAnswer = z.infer<typeof mailSentAnswer>;

/**
 * Creates an unconfirmed account and mails a confirmation link to the address; an address already
 * registered is mailed a notice instead. Either way the answer is 「確認メールを送信しました」 and
 * nobody is signed in: the link signs her in (verifyEmail).
 */
export const register = endpoint({
  method: 'POST',
  path: '/api/accounts/register',
  input: registerInput,
  output: mailSentAnswer,
  auth: 'none',
  body: 'json',
  rateLimit: 'register',
  personal: true,
});

const verifyToken = z.preprocess((v) => (typeof text(v) === 'string' ? (text(v) as string).trim() : text(v)), z.string({ error: VERIFY_MSG.badLink }).regex(/^[A-Za-z0-9_-]{20,100}$/, VERIFY_MSG.badLink));

/** POST: the mailed link's token confirms the address and signs her in (a GET of the link's page changes nothing). */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/accounts/verify_email',
  input: z.object({ token: verifyToken }),
  output: z.object({ user: accountUser, message: z.string() }),
  auth: 'none',
  body: 'json',
  rateLimit: 'password-reset',
  personal: true,
});

/** POST: mails a new confirmation link to an unconfirmed account (the signed-in member's, or the address given); the same answer either way. */
export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/accounts/verify_email/resend',
  input: z.object({ email: emailField.optional() }),
  output: mailSentAnswer,
  auth: 'optional',
  body: 'json',
  rateLimit: 'password-reset',
  personal: true,
});

export const login = endpoint({
  method: 'POST',
  path: '/api/accounts/login',
  input: loginInput,
  output: sessionAnswer,
  auth: 'none',
  body: 'json',
  rateLimit: 'login',
  personal: true,
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/accounts/logout',
  input: z.object({}),
  output: ok,
  auth: 'optional',
  body: 'json',
  personal: true,
});

/**
 * The native app's login: the same credentials, answered with a wedding token
 * (a bearer token for the X-Wedding-Token header) instead of a cookie.
 */
export const issueWeddingToken = endpoint({
  method: 'POST',
  path: '/api/accounts/wedding_token',
  input: loginInput,
  output: z.object({ token: z.string(), expires_at: z.string(), user: accountUser }),
  auth: 'none',
  body: 'json',
  rateLimit: 'login',
  personal: true,
});

/** Issues (or renews) the CSRF cookie bound to the visitor's session or pre-session. */
export const getCsrf = endpoint({
  method: 'GET',
  path: '/api/csrf',
  input: z.object({}),
  output: z.object({ token: z.string() }),
  auth: 'none',
  personal: true,
});

// ---------- public profile (§3 User profile, §7 /api/profile/{userId}) ----------

/** Albums are the bride-report domain's (§3 Album, with each photo's section). */
export { album, bridePhoto as albumPhoto } from './brides';

export const publicProfile = z.object({
  user_id: z.number(),
  bridal_profile: z.object({
    nickname: z.string(),
    region_slug: z.string().nullable(),
    region_name: z.string().nullable(),
    prefecture_slug: z.string().nullable(),
    prefecture_name: z.string().nullable(),
    wedding_season: z.string().nullable(),
    wedding_season_label: z.string().nullable(),
    icon_image_url: z.string().nullable(),
    venue: z.string().nullable(),
    produce: z.string().nullable(),
  }),
  selfintroduction: z.string(),
  viewed_count: z.number(),
  loved_count: z.number(),
  share_url: z.string(),
  album_list: z.array(album),
  is_private: z.boolean(),
  is_active: z.boolean(),
  is_official: z.boolean(),
  is_staff: z.boolean(),
  /** Shown to its owner only (null for everyone else). */
  line_user_id: z.string().nullable(),
  /** Her bride report's page, when she wrote one. */
  report_url: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile/:userId',
  input: z.object({ userId: id() }),
  output: publicProfile,
  auth: 'optional',
  // The owner sees their own private profile, so the answer depends on the session.
  personal: true,
});

// ---------- registration form options ----------

export const registerOptions = z.object({
  regions: z.array(z.object({ slug: z.string(), name: z.string(), prefectures: z.array(z.object({ slug: z.string(), name: z.string() })) })),
});
export type RegisterOptions = z.infer<typeof registerOptions>;

/** The wedding-area choices of the register form: prefectures grouped by region. */
export const getRegisterOptions = endpoint({
  method: 'GET',
  path: '/api/accounts/register_options',
  input: z.object({}),
  output: registerOptions,
  auth: 'none',
  cacheSeconds: 3600,
});

/** Halls the user viewed, including those viewed anonymously before registering (carried over by uuid). */
export const getMyViewedHalls = endpoint({
  method: 'GET',
  path: '/api/accounts/viewed_halls',
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ hall_id: z.number(), name: z.string(), viewed_at: z.string() })) }),
  auth: 'user',
});
