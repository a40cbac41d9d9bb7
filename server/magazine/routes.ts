import type { Route } from '../http/route';

/** Every endpoint of the magazine domain, bound to its implementation. */
export const magazineRoutes: Route[] = [];
