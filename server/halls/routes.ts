import type { Route } from '../http/route';
import { route } from '../http/route';
import { getHall as getHallEndpoint } from '../../api/contract/halls';
import { getHall } from './getHall';

/** Every endpoint of the halls domain, bound to its implementation. */
export const hallsRoutes: Route[] = [
  route(getHallEndpoint, (input, ctx) => getHall(ctx.db, input.id)),
] as Route[];
