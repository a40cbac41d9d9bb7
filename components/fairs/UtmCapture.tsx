import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { rememberUtm } from './attribution';

/** Remembers the landing URL's utm parameters for the fair reservation form. */
export function UtmCapture() {
  const router = useRouter();
  useEffect(() => {
    rememberUtm(window.location.search);
  }, [router.asPath]);
  return null;
}
