import { introduceUuid, registerUuid } from '../../api/contract/visitors';
import { route, type Route } from '../http/route';
import { recordIntroduction, registerVisitorUuid } from './registerUuid';

/** Every endpoint of the visitors domain, bound to its implementation. */
export const visitorsRoutes: Route[] = [
  // The spec makes registration a GET; it is an idempotent upsert of an identifier, no user data.
  route(registerUuid, (input, ctx) => registerVisitorUuid(ctx.db, input.uuid, input.source)),
  route(introduceUuid, (input, ctx) => recordIntroduction(ctx.db, input)),
] as Route[];
