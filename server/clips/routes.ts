import type { Route } from '../http/route';

/** Every endpoint of the clips domain, bound to its implementation. */
export const clipsRoutes: Route[] = [];
