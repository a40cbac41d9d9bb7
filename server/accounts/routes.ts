import type { Route } from '../http/route';

/** Every endpoint of the accounts domain, bound to its implementation. */
export const accountsRoutes: Route[] = [];
