import type { AppProps } from 'next/app';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import { Layout } from '../components/layout/Layout';
import { PendingActionReplay } from '../components/accounts/PendingActionReplay';
import { UtmCapture } from '../components/fairs/UtmCapture';
import { useVisitorTracking } from '../lib/identity/useVisitorTracking';
import { hydrate, makeStore, type AppStore, type PreloadedState } from '../store';
import '../styles/globals.css';

export interface MusubiPageProps {
  preloadedState?: PreloadedState;
}

export default function MusubiApp({ Component, pageProps }: AppProps<MusubiPageProps>) {
  const storeRef = useRef<AppStore | null>(null);
  const hydrated = useRef<PreloadedState | undefined>(undefined);
  useVisitorTracking();
  if (!storeRef.current) {
    storeRef.current = makeStore(pageProps.preloadedState);
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
      <Layout>
        <Component {...pageProps} />
      </Layout>
    </Provider>
  );
}
