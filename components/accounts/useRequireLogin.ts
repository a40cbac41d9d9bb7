import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { requireLogin } from '../../store/requireLogin';

/**
 * For save buttons (clip, love, favourite):
 *   const requireLogin = useRequireLogin();
 *   onClick={() => { if (!requireLogin()) return; ...save }}
 * Anonymous visitors get the global register prompt and come back here after login.
 */
export function useRequireLogin(): () => boolean {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(requireLogin()), [dispatch]);
}
