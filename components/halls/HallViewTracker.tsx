import dynamic from 'next/dynamic';

/**
 * Counts a view of the hall page and adds the hall to the recently viewed list (HallViewRecorder).
 * It renders nothing, so its code and the halls slice load after the page is interactive.
 */
export const HallViewTracker = dynamic(() => import('./HallViewRecorder').then((m) => m.HallViewRecorder), { ssr: false });
