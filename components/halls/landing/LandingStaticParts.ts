import { staticIsland } from '../../ui/StaticIsland';
// Their styles stay in the page's first load (the server's HTML needs them); their code does not.
import '../search/LinkList.module.css';
import '../HallMiniCard.module.css';

// A landing's plain-HTML parts (components/ui/StaticIsland): rendered on the server, kept as HTML in
// the browser, so the document's __NEXT_DATA__ leaves their lists out (lib/halls/landing).

export const PlaceLinks = staticIsland(
  typeof window === 'undefined' ? (require('../search/LinkList') as typeof import('../search/LinkList')).LinkList : null,
  () => import('../search/LinkList').then((m) => m.LinkList),
);
export const RankingRow = staticIsland(
  typeof window === 'undefined' ? (require('./LandingRanking') as typeof import('./LandingRanking')).LandingRanking : null,
  () => import('./LandingRanking').then((m) => m.LandingRanking),
);
