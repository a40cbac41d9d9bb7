import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { postNativeMessage } from '../lib/bridge/messages';
import { rememberLoginRedirect } from '../lib/identity/loginRedirect';
import type { RootState } from './index';
import { savePendingAction, type PendingAction } from './pendingAction';
import { appActions } from './slices/app';

/**
 * Call before saving (clip, love, favourite): true when signed in; otherwise keeps the save
 * (completed once she is signed in, see ./pendingAction), remembers this page for after login,
 * and asks her to log in: the app's login inside the native webview, else the register prompt.
 *   if (!dispatch(requireLogin(hallClipPending({ hallId })))) return;
 */
export function requireLogin(pending?: PendingAction): ThunkAction<boolean, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (getState().user.me.data) return true;
    if (pending) savePendingAction(pending);
    rememberLoginRedirect();
    const askedApp = postNativeMessage({ type: 'login_required', destination_url: window.location.href, action: pending?.kind ?? null });
    if (!askedApp) dispatch(appActions.setRequestLogin(pending ?? true));
    return false;
  };
}
