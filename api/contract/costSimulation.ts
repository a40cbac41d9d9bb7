import { z } from 'zod';
import { endpoint, id, intParam } from './define';
import { SIMULATION_GUESTS } from './costSimulationLimits';

export { SIMULATION_GUESTS } from './costSimulationLimits';

/**
 * 見積もりシミュレーション: the expected total for a guest count from the hall's own cost
 * reports — each report's cost per guest scaled to her count, the middle half as the spread.
 */
export const getCostSimulation = endpoint({
  method: 'GET',
  path: '/api/wn/halls/:id/cost_simulation',
  input: z.object({ id: id(), guests: intParam({ min: SIMULATION_GUESTS.min, max: SIMULATION_GUESTS.max, default: SIMULATION_GUESTS.default }).pipe(z.number()) }),
  output: z.object({
    guests: z.number(),
    /** How many of the hall's reports the figures come from (0: no estimate). */
    report_count: z.number(),
    expected: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    per_person: z.number().nullable(),
  }),
  auth: 'none',
  cacheSeconds: 300,
});
