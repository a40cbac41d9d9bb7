import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';

// Interactive-only parts of the shell: their code is fetched when they are needed, not with every page.
/** The photo-print promotion, in the page flow above the footer; its code loads as she scrolls near it (Layout). */
export const FloatingBanner = dynamic(() => import('./FloatingBanner').then((m) => m.FloatingBanner), { ssr: false });
const LoginRequestModal = dynamic(() => import('@/components/accounts/LoginRequestModal').then((m) => m.LoginRequestModal), { ssr: false });
const AppModal = dynamic(() => import('./AppModal').then((m) => m.AppModal), { ssr: false });

/** The global dialogs (only once opened). */
export function GlobalSlots() {
  const loginOpen = useAppSelector((s) => s.app.requestLogin);
  const appModalOpen = useAppSelector((s) => s.app.appModal.open);
  return (
    <>
      {loginOpen && <LoginRequestModal />}
      {appModalOpen && <AppModal />}
    </>
  );
}
