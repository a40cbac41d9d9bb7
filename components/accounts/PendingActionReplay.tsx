import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { hasPendingAction, loadPendingKinds, pendingKindLoaded, replayPendingAction } from '../../store/pendingAction';
import { fetchMe } from '../../store/slices/user';

/** Pages she passes through to sign in: the save completes on the page she comes back to. */
const AUTH_PAGES = new Set(['/register', '/login']);

/**
 * Once in _app, before the page: completes the save an anonymous visitor asked for (see
 * store/pendingAction) as soon as she is signed in and back on a page of the site. Rendered
 * first so its optimistic state is in the store before the page's buttons ask for theirs.
 */
export function PendingActionReplay() {
  const dispatch = useAppDispatch();
  const { pathname } = useRouter();
  const signedIn = useAppSelector((s) => s.user.me.data !== null);
  const meStatus = useAppSelector((s) => s.user.me.status);

  useEffect(() => {
    if (AUTH_PAGES.has(pathname) || !hasPendingAction()) return;
    // The app's webview signs in with a token the server-rendered page did not see.
    if (!signedIn && meStatus === 'idle') void dispatch(fetchMe());
    if (!signedIn) return;
    // Its kind registers beside its thunk, in a slice this page may not use: load it first.
    if (pendingKindLoaded()) dispatch(replayPendingAction());
    else void loadPendingKinds().then(() => dispatch(replayPendingAction()));
  }, [dispatch, pathname, signedIn, meStatus]);

  return null;
}
