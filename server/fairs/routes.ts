import type { Route } from '../http/route';

/** Every endpoint of the fairs domain, bound to its implementation. */
export const fairsRoutes: Route[] = [];
