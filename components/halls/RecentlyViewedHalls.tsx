import dynamic from 'next/dynamic';

/**
 * The halls this browser viewed (RecentlyViewedHallsSection). Read from this browser's storage, so
 * the server's HTML has nothing of it: its code and the halls slice load after the page is interactive.
 */
export const RecentlyViewedHalls = dynamic(() => import('./RecentlyViewedHallsSection').then((m) => m.RecentlyViewedHalls), { ssr: false });
