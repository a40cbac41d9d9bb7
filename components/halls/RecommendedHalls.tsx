import dynamic from 'next/dynamic';

/**
 * Halls recommended for this visitor (RecommendedHallsSection). Personal, so loaded in the browser
 * and absent from the server's HTML: its code and the halls slice load after the page is interactive.
 */
export const RecommendedHalls = dynamic(() => import('./RecommendedHallsSection').then((m) => m.RecommendedHalls), { ssr: false });
