import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { rememberLoginRedirect } from '../lib/identity/loginRedirect';
import type { RootState } from './index';
import { appActions } from './slices/app';

/**
 * Call before saving (clip, love, favourite): true when signed in; otherwise shows the
 * global register prompt, remembers this page for after login, and returns false.
 *   if (!dispatch(requireLogin())) return;
 */
export function requireLogin(): ThunkAction<boolean, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (getState().user.me.data) return true;
    rememberLoginRedirect();
    dispatch(appActions.setRequestLogin(true));
    return false;
  };
}
