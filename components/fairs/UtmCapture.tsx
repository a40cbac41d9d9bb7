import { useEffect } from 'react';
import { useRouter } from 'next/router';

const UTM_PARAM = /[?&]utm_[a-z]+=/;

/**
 * Remembers the landing URL's utm parameters for the fair reservation form. The code that keeps
 * them (./attribution) loads only for a URL that has some, not with every page.
 */
export function UtmCapture() {
  const router = useRouter();
  useEffect(() => {
    const search = window.location.search;
    if (UTM_PARAM.test(search)) void import('./attribution').then((m) => m.rememberUtm(search));
  }, [router.asPath]);
  return null;
}
