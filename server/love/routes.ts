import type { Route } from '../http/route';

/** Every endpoint of the love domain, bound to its implementation. */
export const loveRoutes: Route[] = [];
