import type { Route } from '../http/route';
import { route } from '../http/route';
import { siteSearch, searchSuggest } from '../../api/contract/search';
import { siteSearch as runSearch } from './siteSearch';
import { searchSuggest as runSuggest } from './suggest';

/** The site search (docs/search.md "Site search"). */
export const searchRoutes: Route[] = [
  route(siteSearch, (input, ctx) => runSearch(ctx.db, { ...input, page: input.page ?? 1 })),
  route(searchSuggest, (input, ctx) => runSuggest(ctx.db, input)),
] as Route[];
