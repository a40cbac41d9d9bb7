import type { Route } from './route';
import { hallsRoutes } from '../halls/routes';
import { fairsRoutes } from '../fairs/routes';
import { accountsRoutes } from '../accounts/routes';
import { visitorsRoutes } from '../visitors/routes';
import { clipsRoutes } from '../clips/routes';
import { loveRoutes } from '../love/routes';
import { magazineRoutes } from '../magazine/routes';
import { ringsRoutes } from '../rings/routes';
import { contactRoutes } from '../contact/routes';
import { familyRoutes } from '../family/routes';
import { rewardsRoutes } from '../rewards/routes';
import { memberReviewsRoutes } from '../memberReviews/routes';
import { bridesRoutes } from '../brides/routes';
import { partnersRoutes } from '../partners/routes';
import { wordpressRoutes } from '../magazine/wordpress/routes';
import { searchRoutes } from '../search/routes';

/** The whole API: each domain contributes its own list. */
export function allRoutes(): Route[] {
  return [
    ...hallsRoutes,
    ...fairsRoutes,
    ...accountsRoutes,
    ...visitorsRoutes,
    ...clipsRoutes,
    ...loveRoutes,
    ...magazineRoutes,
    ...ringsRoutes,
    ...contactRoutes,
    ...familyRoutes,
    ...rewardsRoutes,
    ...memberReviewsRoutes,
    ...bridesRoutes,
    ...partnersRoutes,
    ...wordpressRoutes,
    ...searchRoutes,
  ] as Route[];
}
