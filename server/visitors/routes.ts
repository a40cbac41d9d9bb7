import type { Route } from '../http/route';

/** Every endpoint of the visitors domain, bound to its implementation. */
export const visitorsRoutes: Route[] = [];
