import { staticIsland } from '../../ui/StaticIsland';
// Their styles stay in the page's first load (the server's HTML needs them); their code does not.
import './BenefitList.module.css';
import './PlanList.module.css';
import './ReviewSummary.module.css';
import './CommentStatsGrid.module.css';
import './ReviewList.module.css';
import './CostReportList.module.css';
import './RegulationNotes.module.css';
import './QandA.module.css';
import '../HallMiniCard.module.css';

// The hall page's plain-HTML parts (components/ui/StaticIsland): rendered on the server, kept as
// HTML in the browser, their code loaded only to draw them for another hall. A `require` inside
// the `typeof window` test, not an import: a module that imports CSS counts as having side
// effects, so the bundler would keep an imported one in the browser's first load even unused.

export const Benefits = staticIsland(
  typeof window === 'undefined' ? (require('./BenefitList') as typeof import('./BenefitList')).BenefitList : null,
  () => import('./BenefitList').then((m) => m.BenefitList),
);
export const Plans = staticIsland(
  typeof window === 'undefined' ? (require('./PlanList') as typeof import('./PlanList')).PlanList : null,
  () => import('./PlanList').then((m) => m.PlanList),
);
export const Summary = staticIsland(
  typeof window === 'undefined' ? (require('./ReviewSummary') as typeof import('./ReviewSummary')).ReviewSummary : null,
  () => import('./ReviewSummary').then((m) => m.ReviewSummary),
);
export const Stats = staticIsland(
  typeof window === 'undefined' ? (require('./CommentStatsGrid') as typeof import('./CommentStatsGrid')).CommentStatsGrid : null,
  () => import('./CommentStatsGrid').then((m) => m.CommentStatsGrid),
);
export const Reviews = staticIsland(
  typeof window === 'undefined' ? (require('./ReviewList') as typeof import('./ReviewList')).ReviewList : null,
  () => import('./ReviewList').then((m) => m.ReviewList),
);
export const CostAverages = staticIsland(
  typeof window === 'undefined' ? (require('./CostReportList') as typeof import('./CostReportList')).CostAveragesBox : null,
  () => import('./CostReportList').then((m) => m.CostAveragesBox),
);
export const CostReports = staticIsland(
  typeof window === 'undefined' ? (require('./CostReportList') as typeof import('./CostReportList')).CostReportList : null,
  () => import('./CostReportList').then((m) => m.CostReportList),
);
export const Regulation = staticIsland(
  typeof window === 'undefined' ? (require('./RegulationNotes') as typeof import('./RegulationNotes')).RegulationNotes : null,
  () => import('./RegulationNotes').then((m) => m.RegulationNotes),
);
export const Questions = staticIsland(
  typeof window === 'undefined' ? (require('./QandA') as typeof import('./QandA')).QandA : null,
  () => import('./QandA').then((m) => m.QandA),
);
export const Nearby = staticIsland(
  typeof window === 'undefined' ? (require('./NearbyHalls') as typeof import('./NearbyHalls')).NearbyHalls : null,
  () => import('./NearbyHalls').then((m) => m.NearbyHalls),
);
