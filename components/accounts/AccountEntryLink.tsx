import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { postNativeMessage } from '../../lib/bridge/messages';
import { rememberLoginRedirect } from '../../lib/identity/loginRedirect';
import { useAppSelector } from '../../store/hooks';

/**
 * 会員登録 / ログイン outside the header (the footer, /clips): on the web a link to the page (she
 * comes back here afterwards); inside the app the app's own login, asked through the bridge
 * (`login_required`, docs/native-bridge.md), as the header and the save buttons do. An app without
 * the handler gets the web page.
 */
export function AccountEntryLink({ href, className, children }: { href: '/login' | '/register'; className?: string; children: ReactNode }) {
  const isInApp = useAppSelector((s) => s.app.isInApp);
  if (isInApp) {
    return (
      <button
        type="button"
        className={className}
        data-app-login=""
        onClick={() => {
          rememberLoginRedirect();
          if (!postNativeMessage({ type: 'login_required', destination_url: window.location.href, action: null })) window.location.assign(href);
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <Link href={href} className={className} onClick={() => rememberLoginRedirect()}>
      {children}
    </Link>
  );
}
