import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { MEMBER_HINT_COOKIE_NAME } from '../../lib/memberHintCookie';
import { errorMessage } from '../../api/errors';
import { WEDDING_TOKEN_STORAGE_KEY } from '../../api/client';
import type { AccountUser, LoginInput, RegisterInput } from '../../api/contract/accounts';
import { createAppThunk } from '../hooks';
import { addRemoteCases, doneRemote, remote, type Remote } from '../remote';
import type { PreloadedState } from '../index';

// Endpoints are loaded with the first call, so the page's first load carries no zod schemas.
const accounts = () => import('../../api/contract/accounts');

/** The signed-in user (§3 Client state "user"); data is null for an anonymous visitor. */
export interface UserState {
  me: Remote<AccountUser | null>;
  /** The last login/register/logout call, for the forms' button state and message. */
  auth: Remote<null>;
  /** Registration and resending the confirmation mail: the answer's message (the same whether the address was new). */
  mailSent: Remote<string | null>;
}

export const initialUserState: UserState = { me: remote(null), auth: remote(null), mailSent: remote(null) };

/**
 * Whether this browser may be signed in: the server's member hint (lib/signedInRequest.js) or the
 * app's wedding token. Without either the visitor is anonymous, and asking the server is a wasted
 * request plus the account code loaded on every first page.
 */
/**
 * A page's preloaded state with the member the server rendered it for in `user.me` (lib/identity/
 * firstPaintMember.ts); a page that preloads `user` itself wins.
 */
export function withMember(state: PreloadedState | undefined, member: AccountUser | null | undefined): PreloadedState | undefined {
  if (!member || state?.user) return state;
  return { ...state, user: { ...initialUserState, me: doneRemote(member) } };
}

function mayBeSignedIn(): boolean {
  if (typeof window === 'undefined') return true;
  // Presence is all that counts, so no cookie library in every first load.
  if (document.cookie.split('; ').some((c) => c.startsWith(`${MEMBER_HINT_COOKIE_NAME}=`))) return true;
  try {
    return !!window.sessionStorage.getItem(WEDDING_TOKEN_STORAGE_KEY);
  } catch {
    return false;
  }
}

export const fetchMe = createAppThunk('user/fetchMe', async (_: void, { extra, rejectWithValue }) => {
  if (!mayBeSignedIn()) return null;
  try {
    return (await extra.api.call((await accounts()).getMe, {})).user;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const loginUser = createAppThunk('user/login', async (input: LoginInput, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await accounts()).login, input)).user;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/**
 * Login inside the native app's webview: the answer is a wedding token (no cookie), kept in
 * sessionStorage where the API client reads it for the X-Wedding-Token header.
 */
export const loginWithWeddingToken = createAppThunk('user/loginWithWeddingToken', async (input: LoginInput, { extra, rejectWithValue }) => {
  try {
    const { token, user } = await extra.api.call((await accounts()).issueWeddingToken, input);
    window.sessionStorage.setItem(WEDDING_TOKEN_STORAGE_KEY, token);
    return user;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** Registration signs nobody in: it answers 「確認メールを送信しました」, and the mailed link signs her in. */
export const registerUser = createAppThunk('user/register', async (input: RegisterInput, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await accounts()).register, input)).message;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** Mails a new confirmation link (to the signed-in member's address, or to `email`). */
export const resendVerificationMail = createAppThunk('user/resendVerification', async (email: string | undefined, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await accounts()).resendVerification, email ? { email } : {})).message;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

/** The mailed link's confirmation: the address is confirmed and she is signed in. */
export const verifyUserEmail = createAppThunk('user/verifyEmail', async (token: string, { extra, rejectWithValue }) => {
  try {
    return (await extra.api.call((await accounts()).verifyEmail, { token })).user;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

export const logoutUser = createAppThunk('user/logout', async (_: void, { extra, rejectWithValue }) => {
  try {
    await extra.api.call((await accounts()).logout, {});
    // The call revoked the token it carried; the app's webview forgets it too.
    if (typeof window !== 'undefined') window.sessionStorage.removeItem(WEDDING_TOKEN_STORAGE_KEY);
    return null;
  } catch (e) {
    return rejectWithValue(errorMessage(e));
  }
});

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchMe, (s) => s.me);
    addRemoteCases(builder, loginUser, (s) => s.auth, () => null);
    addRemoteCases(builder, registerUser, (s) => s.mailSent);
    addRemoteCases(builder, resendVerificationMail, (s) => s.mailSent);
    addRemoteCases(builder, verifyUserEmail, (s) => s.auth, () => null);
    addRemoteCases(builder, loginWithWeddingToken, (s) => s.auth, () => null);
    addRemoteCases(builder, logoutUser, (s) => s.auth, () => null);
    builder.addMatcher(isAnyOf(loginUser.fulfilled, loginWithWeddingToken.fulfilled, verifyUserEmail.fulfilled, logoutUser.fulfilled), (s, a) => {
      s.me = { status: 'done', fetching: false, data: a.payload, error: null };
    });
  },
});

export default userSlice.reducer;
