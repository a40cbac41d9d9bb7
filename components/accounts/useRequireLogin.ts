import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import type { PendingAction } from '../../store/pendingAction';
import { requireLogin } from '../../store/requireLogin';

/**
 * For save buttons (clip, love, favourite):
 *   const requireLogin = useRequireLogin();
 *   onClick={() => { if (!requireLogin({ kind: PENDING_KIND.hallClip, payload: { hallId } })) return; ...save }}
 * Anonymous visitors are asked to log in; the save they asked for completes afterwards.
 */
export function useRequireLogin(): (pending?: PendingAction) => boolean {
  const dispatch = useAppDispatch();
  return useCallback((pending?: PendingAction) => dispatch(requireLogin(pending)), [dispatch]);
}
