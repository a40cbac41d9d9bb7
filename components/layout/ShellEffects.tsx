import Router from 'next/router';
import { useEffect } from 'react';
import { useNativeBridge } from '../../lib/bridge/useNativeBridge';
import { watchDevice } from '../../lib/device';
import { installFocusOnNavigation } from '../../lib/focusOnNavigation';
import { installScrollBehaviour } from '../../lib/scrollBehaviour';
import { useAppDispatch } from '../../store/hooks';
import { appActions } from '../../store/slices/app';

/** The shell's browser-only behaviour: device and resize flags, the native bridge, scrolling, focus after a navigation. Renders nothing. */
export function ShellEffects() {
  const dispatch = useAppDispatch();
  useNativeBridge();
  useEffect(
    () =>
      watchDevice(window, {
        onSmall: (isSmall) => dispatch(appActions.setSmall(isSmall)),
        onResizing: (isResizing) => dispatch(appActions.setResizing(isResizing)),
      }),
    [dispatch],
  );
  useEffect(() => installScrollBehaviour(window, Router.events), []);
  useEffect(() => installFocusOnNavigation(window, Router.events), []);
  return null;
}
