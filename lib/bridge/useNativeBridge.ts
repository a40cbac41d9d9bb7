import Router from 'next/router';
import { useEffect } from 'react';
import { appActions } from '../../store/slices/app';
import { useAppDispatch } from '../../store/hooks';
import { postNativeMessage } from './messages';
import { deviceFromUserAgent } from './userAgent';

declare global {
  interface Window {
    /** Set by the page inside the app: lets the wrapper move the webview without a full reload. */
    musubiNavigate?: (url: string) => Promise<boolean>;
  }
}

let loadedPosted = false;

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Once, in _app: fills the device part of state.app from the user agent and, inside the app,
 * posts `loaded`, then `transition_start` / `transition_complete` around every route change.
 */
export function useNativeBridge(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const device = deviceFromUserAgent(window.navigator.userAgent);
    dispatch(appActions.setDevice(device));
    if (!device.isInApp) return undefined;

    // Strict mode runs effects twice in development; the wrapper must see one `loaded`.
    if (!loadedPosted) {
      loadedPosted = true;
      postNativeMessage({ type: 'loaded' });
    }
    const onStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) postNativeMessage({ type: 'transition_start', destination_url: absoluteUrl(url) });
    };
    const onComplete = (_url: string, { shallow }: { shallow: boolean }) => {
      // next/head sets the new title just after the route commits.
      if (!shallow) window.setTimeout(() => postNativeMessage({ type: 'transition_complete', title: document.title }), 0);
    };
    Router.events.on('routeChangeStart', onStart);
    Router.events.on('routeChangeComplete', onComplete);
    window.musubiNavigate = (url: string) => Router.push(url);
    return () => {
      Router.events.off('routeChangeStart', onStart);
      Router.events.off('routeChangeComplete', onComplete);
      delete window.musubiNavigate;
    };
  }, [dispatch]);
}
