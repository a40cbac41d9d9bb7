/** The simulation's guest range, apart from the schema (re-exported by ./costSimulation) so the hall page carries no zod. */
export const SIMULATION_GUESTS = { min: 2, max: 300, default: 60 } as const;
