import type { Route } from '../http/route';
import { route } from '../http/route';
import { getHall as getHallEndpoint } from '../../api/contract/halls';
import { getHall } from './getHall';
import { getHallBySlug as getHallBySlugEndpoint } from '../../api/contract/halls';
import { getHallBySlug } from './getHallBySlug';

/** Every endpoint of the halls domain, bound to its implementation. */
export const hallsRoutes: Route[] = [
  route(getHallEndpoint, (input, ctx) => getHall(ctx.db, input.id)),
  route(getHallBySlugEndpoint, (input, ctx) => getHallBySlug(ctx.db, input.area_slug, input.slug)),
] as Route[];
