import type { AppProps } from 'next/app';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import { Layout } from '../components/layout/Layout';
import { PendingActionReplay } from '../components/accounts/PendingActionReplay';
import { UtmCapture } from '../components/fairs/UtmCapture';
import { useVisitorTracking } from '../lib/identity/useVisitorTracking';
import type { AccountUser } from '../api/contract/accounts';
import { readFirstPaintMember } from '../lib/identity/firstPaintMember';
import { hydrate, makeStore, type AppStore, type PreloadedState } from '../store';
import { withMember } from '../store/slices/user';
import '../styles/globals.css';

export interface MusubiPageProps {
  preloadedState?: PreloadedState;
}

/** `member`: the signed-in member the server renders the page for (pages/_document.tsx); the browser reads her from the page. */
export default function MusubiApp({ Component, pageProps, member }: AppProps<MusubiPageProps> & { member?: AccountUser | null }) {
  const storeRef = useRef<AppStore | null>(null);
  const hydrated = useRef<PreloadedState | undefined>(undefined);
  useVisitorTracking();
  if (!storeRef.current) {
    // The first paint already knows the signed-in member (lib/identity/firstPaintMember.ts).
    storeRef.current = makeStore(withMember(pageProps.preloadedState, member ?? readFirstPaintMember()));
    hydrated.current = pageProps.preloadedState;
  } else if (pageProps.preloadedState && pageProps.preloadedState !== hydrated.current) {
    // A client-side navigation brought a new page's server data: merge it before rendering.
    storeRef.current.dispatch(hydrate(pageProps.preloadedState));
    hydrated.current = pageProps.preloadedState;
  }
  return (
    <Provider store={storeRef.current}>
      <PendingActionReplay />
      <UtmCapture />
      <Layout light={(Component as { lightChrome?: boolean }).lightChrome === true}>
        <Component {...pageProps} />
      </Layout>
    </Provider>
  );
}
