import * as c from '../../api/contract/accounts';
import { route, type Route } from '../http/route';
import { issueCsrfCookie } from '../http/csrf';
import { accountUser } from './accountUser';
import { loginAccount, loginForWeddingToken } from './login';
import { logoutAccount } from './logout';
import { publicProfileOf } from './profile';
import { registerAccount } from './register';
import { registerOptionsOf } from './registerOptions';
import { viewedHallsOf } from './viewedHalls';
import * as reset from '../../api/contract/passwordReset';
import { confirmPasswordReset, requestPasswordReset } from './passwordReset';
import { resendVerification, verifyEmail } from './emailVerification';

/** Every endpoint of the accounts domain, bound to its implementation. */
export const accountsRoutes: Route[] = [
  route(c.getMe, async (_input, ctx) => ({ user: ctx.user ? await accountUser(ctx.db, ctx.user.id) : null })),
  route(c.register, (input, ctx) => registerAccount(input, ctx)),
  route(c.login, (input, ctx) => loginAccount(input, ctx)),
  route(c.logout, (_input, ctx) => logoutAccount(ctx)),
  route(c.issueWeddingToken, (input, ctx) => loginForWeddingToken(input, ctx)),
  // Sets only the CSRF cookie (and an anonymous pre-session id): no data changes.
  route(c.getCsrf, async (_input, ctx) => ({ token: issueCsrfCookie(ctx) })),
  route(c.getRegisterOptions, (_input, ctx) => registerOptionsOf(ctx.db)),
  route(c.getMyViewedHalls, (_input, ctx) => viewedHallsOf(ctx.db, ctx.user!.id)),
  route(c.getProfile, (input, ctx) => publicProfileOf(input.userId, ctx)),
  route(reset.requestPasswordReset, (input, ctx) => requestPasswordReset(input, ctx)),
  route(reset.confirmPasswordReset, (input, ctx) => confirmPasswordReset(input, ctx)),
  route(c.verifyEmail, (input, ctx) => verifyEmail(input, ctx)),
  route(c.resendVerification, (input, ctx) => resendVerification(input, ctx)),
] as Route[];
