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

/** The longest wait for a new page's title before posting the one the document has. */
const TITLE_WAIT_MS = 1000;

/**
 * Calls back with the new page's title: next/head writes it some time after the route
 * commits, so wait until the title differs from the one the old page had (or the wait ends:
 * two pages may share a title).
 */
export function whenTitleChanges(previous: string, done: (title: string) => void): () => void {
  if (document.title !== previous) {
    done(document.title);
    return () => undefined;
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
    done(document.title);
  };
  const observer = new MutationObserver(() => {
    if (document.title !== previous) finish();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = window.setTimeout(finish, TITLE_WAIT_MS);
  return () => {
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

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
    let titleBefore = document.title;
    let stopWaiting = () => undefined as void;
    const onStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      titleBefore = document.title;
      postNativeMessage({ type: 'transition_start', destination_url: absoluteUrl(url) });
    };
    const onComplete = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      stopWaiting();
      stopWaiting = whenTitleChanges(titleBefore, (title) => postNativeMessage({ type: 'transition_complete', title }));
    };
    Router.events.on('routeChangeStart', onStart);
    Router.events.on('routeChangeComplete', onComplete);
    window.musubiNavigate = (url: string) => Router.push(url);
    return () => {
      Router.events.off('routeChangeStart', onStart);
      Router.events.off('routeChangeComplete', onComplete);
      stopWaiting();
      delete window.musubiNavigate;
    };
  }, [dispatch]);
}
