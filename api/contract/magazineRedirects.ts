import { z } from 'zod';
import { endpoint, id, str } from './define';

/**
 * GET /api/web/redirect: where an address of the magazine's old WordPress site lives now
 * (`path` as requested, `p` for the `/?p={id}` form); 404 when it is not one.
 */
export const magazineRedirect = endpoint({
  method: 'GET',
  path: '/api/web/redirect',
  input: z.object({ path: str(2000), p: id().optional() }),
  output: z.object({ location: z.string() }),
  auth: 'none',
  cacheSeconds: 60,
});
